import { useEffect, useState, type RefObject } from 'react';

/**
 * True once `ref`'s element has come on screen (IntersectionObserver, with `rootMargin` to start a little before;
 * true after mounting where there is no IntersectionObserver). For work that can wait until its part of the page is
 * seen: the side menu's QR codes (a closed drawer on phones), the home page's winner board (below the fold).
 * False on the first render everywhere, the server's included, so a server-rendered page hydrates as it was sent.
 */
export function useSeen(ref: RefObject<HTMLElement | null>, rootMargin = '0px'): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (seen || !el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setSeen(true);
      },
      { rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, seen, rootMargin]);
  return seen;
}
