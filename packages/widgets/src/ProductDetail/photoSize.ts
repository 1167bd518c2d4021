/** The catalogue's photos are 4:5: every <img> of them says so, so the page does not jump while they load. */
export const PHOTO_WIDTH = 800;
export const PHOTO_HEIGHT = 1000;
