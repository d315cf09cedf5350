// What each category's scene gives the frame (gameArt.ts): the backdrop's hue, the drawing between the
// backdrop and the title band, and an optional corner badge ("LIVE", "3 MIN").
export interface Scene {
  hue: number
  art: string
  badge?: string
}
