/** The generated banners' intrinsic size; images carry it so their space is reserved before they load. */
export const BANNER_WIDTH = 720
export const BANNER_HEIGHT = 300
