/**
 * The satellite plan's box: the map and the drawing match pixel for pixel only at the plan's
 * nominal 960 × 640 px (satellite-backdrop.tsx), so in a narrower column the whole box is drawn
 * at that size and scaled down to the column's width. Clicks still land right: the plan reads its
 * pointer against its box as drawn on screen.
 */
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { PLAN_SIZE_PX } from './use-plan-view';

export function FittedPlanBox({ children }: { children: ReactNode }) {
  const outer = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  useLayoutEffect(() => {
    const element = outer.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const width = element.clientWidth;
      if (width > 0) setScale(Math.min(1, width / PLAN_SIZE_PX.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={outer} style={{ width: '100%', height: PLAN_SIZE_PX.height * scale }}>
      <div
        style={{
          position: 'relative',
          width: PLAN_SIZE_PX.width,
          height: PLAN_SIZE_PX.height,
          transform: scale < 1 ? `scale(${scale})` : undefined,
          transformOrigin: '0 0',
        }}
      >
        {children}
      </div>
    </div>
  );
}
