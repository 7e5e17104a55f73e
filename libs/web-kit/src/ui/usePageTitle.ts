import { useEffect } from 'react';

/**
 * The browser tab's title, which a screen reader also reads on arrival (WCAG 2.4.2, page
 * titled): what is open, then the screen's name, then the product's ("Jane Doe – Clients –
 * OpenSet"), in the interface language.
 *
 * The frame names the screen (`usePageTitle`); a page inside it may name what it shows
 * (`usePageTitleDetail`). They are kept apart here, not composed by the caller, because the
 * frame and a remote's page mount in either order and a remote page does not know the screen.
 * web-kit is one shared module for the shell and every remote, so this state is the page's one.
 */
let screenTitle = '';
const details: { text: string }[] = [];

function showTitle(): void {
  const detail = details.at(-1);
  document.title = detail ? `${detail.text} – ${screenTitle}` : screenTitle;
}

export function usePageTitle(screen: string | null, product: string): void {
  useEffect(() => {
    screenTitle = screen ? `${screen} – ${product}` : product;
    showTitle();
  }, [screen, product]);
}

/** What the page shows, before the screen's title while the page is mounted (null: nothing). */
export function usePageTitleDetail(detail: string | null): void {
  useEffect(() => {
    if (!detail) return;
    const entry = { text: detail };
    details.push(entry);
    showTitle();
    return () => {
      details.splice(details.indexOf(entry), 1);
      showTitle();
    };
  }, [detail]);
}
