/** The id of a header item's dropdown (its toggle's aria-controls): the header and its menus fragment (MegaMenus.astro) share it. */
export const megaMenuId = (index: number) => `menu-${index}`;
