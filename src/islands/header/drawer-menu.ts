/**
 * The phone drawer's menu (NAV-03), made in the browser from the header's own menu: the page
 * carries the site's links once (the drawer only opens with JavaScript, so nothing is lost
 * without it). Per item of the main menu:
 *
 * - a link: the same link;
 * - a dropdown: its label as a group heading over its links;
 * - a mega menu still to come from /site-menus/ (data-menu-pending): its label, its Loading…
 *   status and its overview link, as the drawer's slot (data-drawer-slot) that the mega
 *   menus' drawer version replaces when they arrive (src/components/HeaderScript.astro);
 *
 * then the saved-cars links with their counts (the header's Saved menu, without My Garage).
 */

const element = <K extends keyof HTMLElementTagNameMap>(tag: K, className?: string) => {
  const made = document.createElement(tag);
  if (className) made.className = className;
  return made;
};

const listItem = (...children: Node[]) => {
  const item = element('li');
  item.append(...children);
  return item;
};

/** One drawer item for an item of the main menu. */
function drawerItem(item: Element): HTMLLIElement {
  const toggle = item.querySelector(':scope > .menu-toggle');
  if (!toggle) return item.cloneNode(true) as HTMLLIElement;
  const group = element('span', 'drawer-group');
  group.textContent = toggle.textContent;
  const drawer = listItem(group);
  const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!panel) return drawer;
  if (panel.hasAttribute('data-menu-pending')) {
    drawer.className = 'drawer-pending';
    drawer.dataset['drawerSlot'] = panel.id;
    const status = panel.querySelector('.menu-status');
    if (status) drawer.append(status.cloneNode(true));
    const overview = panel.querySelector('.model-menu-overview');
    if (overview) {
      const link = overview.cloneNode(true) as HTMLElement;
      link.className = 'drawer-overview';
      drawer.append(link);
    }
    return drawer;
  }
  const links = element('ul');
  for (const link of panel.querySelectorAll('a')) links.append(listItem(link.cloneNode(true)));
  drawer.append(links);
  return drawer;
}

/** Fills the drawer's empty list from the main menu and the Saved menu (either may be absent). */
export function fillDrawerMenu(
  drawerMenu: Element,
  mainMenu: Element | null,
  savedMenu: Element | null,
): void {
  if (drawerMenu.childElementCount > 0) return;
  const items = mainMenu ? [...mainMenu.children].map(drawerItem) : [];
  for (const link of savedMenu?.querySelectorAll('a[data-saved-count]') ?? [])
    items.push(listItem(link.cloneNode(true)));
  drawerMenu.append(...items);
}
