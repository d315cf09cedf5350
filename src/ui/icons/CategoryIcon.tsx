import { Icon } from './Icon'

/** A symbol's outline, and the parts drawn solid. Path data alone, so the home page's code stays small. */
interface Symbol {
  outline: string
  solid?: string
}

// A symbol per top category of the lobby; a category the operator adds later shows the controller.
const symbols: Record<string, Symbol> = {
  // A slot machine: the cabinet, its three reels and the lever.
  slots: { outline: 'M5 4h11a2 2 0 0 1 2 2v13a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM6 9h9v6H6zM9 9v6M12 9v6M21 6v7h-3', solid: 'M19.8 5a1.2 1.2 0 1 0 2.4 0 1.2 1.2 0 1 0-2.4 0' },
  // Two playing cards, the front one with a heart.
  'live-casino': {
    outline: 'M10 5h8a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-8a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM8 17.5l-3.3-.9a1.5 1.5 0 0 1-1-1.8l2.8-10.3a1.5 1.5 0 0 1 1.8-1l4.7 1.3',
    solid: 'M14 16.5s-3-1.8-3-3.7a1.5 1.5 0 0 1 3-.4 1.5 1.5 0 0 1 3 .4c0 1.9-3 3.7-3 3.7z',
  },
  // A football.
  sports: { outline: 'M3 12a9 9 0 1 0 18 0 9 9 0 1 0-18 0M12 7.5l4 2.9-1.5 4.6h-5L8 10.4zM12 3v4.5M16 10.4l4.3-1.4M14.5 15l2.6 3.6M9.5 15l-2.6 3.6M8 10.4 3.7 9' },
  // A numbered lottery ball.
  lottery: { outline: 'M3 12a9 9 0 1 0 18 0 9 9 0 1 0-18 0M7.5 12a4.5 4.5 0 1 0 9 0 4.5 4.5 0 1 0-9 0M11 10.5l1.3-.7v4.4' },
  // A fish.
  fishing: { outline: 'M2.5 12c3-5 10-6 14 0-4 6-11 5-14 0zM16.5 12l5-4v8z', solid: 'M6 11a1 1 0 1 0 2 0 1 1 0 1 0-2 0' },
  // A spade.
  cards: { outline: '', solid: 'M12 3c-4 4.5-8 7.5-8 11a4 4 0 0 0 7 2.6L10 21h4l-1-4.4A4 4 0 0 0 20 14c0-3.5-4-6.5-8-11z' },
}

// A game controller.
const controller: Symbol = {
  outline: 'M6.5 7h11a4 4 0 0 1 4 4.3l-.4 4.4a2.6 2.6 0 0 1-4.5 1.5L14.7 15H9.3l-1.9 2.2a2.6 2.6 0 0 1-4.5-1.5l-.4-4.4A4 4 0 0 1 6.5 7zM7.5 10v3M6 11.5h3',
  solid: 'M15.4 10.5a.6.6 0 1 0 1.2 0 .6.6 0 1 0-1.2 0M16.9 12.5a.6.6 0 1 0 1.2 0 .6.6 0 1 0-1.2 0',
}

export function CategoryIcon({ path }: { path: string }) {
  const { outline, solid } = symbols[path] ?? controller
  return (
    <Icon className="category-icon">
      {outline && <path d={outline} />}
      {solid && <path d={solid} fill="currentColor" stroke="none" />}
    </Icon>
  )
}
