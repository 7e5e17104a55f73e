import { useEffect } from 'react';

/**
 * The browser tab's title, which a screen reader also reads on arrival (WCAG 2.4.2, page
 * titled): the screen's name, then the product's ("Clients – OpenSet"), in the interface
 * language. Every screen of one address had the same title before.
 */
export function usePageTitle(screen: string | null, product: string): void {
  useEffect(() => {
    document.title = screen ? `${screen} – ${product}` : product;
  }, [screen, product]);
}
