/** The image shown for a car without photos; a feed's own placeholder counts as no photo (FEED-06). */
export const PLACEHOLDER_IMAGE = '/media/placeholder.jpg';
