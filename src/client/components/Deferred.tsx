// Renders its children only after the screen's first paint, one Deferred per task, in the order
// they mount. A long screen (Home) paints its top at once, and the sections below the fold
// follow in short tasks of their own instead of one long one that would keep the phone from
// answering a tap (Total Blocking Time). Content appears below what is already shown, so
// nothing on screen moves. See docs/performance.md.
import { startTransition, useEffect, useState, type ReactNode } from 'react';

const waiting: (() => void)[] = [];
let running = false;

function revealNext() {
  const reveal = waiting.shift();
  reveal?.();
  if (waiting.length > 0) setTimeout(revealNext, 0);
  else running = false;
}

function schedule(reveal: () => void) {
  waiting.push(reveal);
  if (running) return;
  running = true;
  // After the next frame is painted: a timeout set from requestAnimationFrame runs after it.
  requestAnimationFrame(() => setTimeout(revealNext, 0));
}

export function Deferred({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let mounted = true;
    schedule(() => {
      // A transition: the section renders in slices too, not in one task of its own.
      if (mounted) startTransition(() => setShown(true));
    });
    return () => {
      mounted = false;
    };
  }, []);
  return shown ? children : null;
}
