import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import { laneKey } from './board';

/**
 * Arrow keys during a keyboard drag (after Space or Enter on a card's handle): Left and Right go
 * to the lane beside the one the card is over, Up and Down too (the lanes stand in one row), so a
 * keyboard user moves a card lane by lane instead of pixel by pixel. `order()` gives the lanes'
 * ids in the order they are shown; `target` holds the lane the keys have reached (the caller sets it
 * to the card's lane on pick-up). It is kept here rather than read from dnd-kit's `over`, which
 * follows a render behind: quick presses would otherwise count once.
 */
export function laneCoordinates(order: () => number[], target: { current: number }): KeyboardCoordinateGetter {
  return (event, { context }) => {
    const step =
      event.code === KeyboardCode.Right || event.code === KeyboardCode.Down
        ? 1
        : event.code === KeyboardCode.Left || event.code === KeyboardCode.Up
          ? -1
          : 0;
    if (!step) return undefined;
    event.preventDefault();
    const lanes = order();
    const at = lanes.indexOf(target.current);
    const next = lanes[Math.min(lanes.length - 1, Math.max(0, (at < 0 ? 0 : at) + step))];
    const rect = context.droppableRects.get(laneKey(next));
    if (!rect) return undefined;
    target.current = next;
    // The card's top-left corner just inside the lane, below its header: it overlaps that lane most.
    return { x: rect.left + 8, y: rect.top + 56 };
  };
}
