import {
  Children,
  cloneElement,
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { arrow, autoUpdate, flip, offset, shift, useFloating, type Placement } from '@floating-ui/react-dom';
import { useClickOutside } from '@mantine/hooks';
import classes from './LazyTooltip.module.css';
import { useCloseOnEscape } from './useCloseOnEscape';

interface Props {
  label: ReactNode;
  position?: Placement;
  openDelay?: number;
  /** A small arrow toward the element, as Mantine's `withArrow`. */
  withArrow?: boolean;
  /** One element that takes pointer and focus handlers (a button, an ActionIcon, a link). */
  children: ReactElement<ChildProps>;
}

interface ChildProps {
  onPointerEnter?(event: PointerEvent<HTMLElement>): void;
  onPointerLeave?(event: PointerEvent<HTMLElement>): void;
  onFocus?(event: FocusEvent<HTMLElement>): void;
  onBlur?(event: FocusEvent<HTMLElement>): void;
}

/**
 * The app's tooltip, with Mantine's look, whose floating part exists only while it shows
 * (issue 18). Mantine's Tooltip sets up its positioning on mount and renders again once its
 * element is attached, hovered or not: the first screen held a dozen (inside the task that puts
 * the first row on screen), and a page of table rows dozens more. Here the element only gets
 * handlers; hovering it, or reaching it by keyboard, mounts the label beside it. Escape, leaving
 * it, or a click elsewhere closes it (WCAG 1.4.13).
 */
export function LazyTooltip({ label, position = 'top', openDelay = 0, withArrow = false, children }: Props) {
  const child = Children.only(children);
  // The element it shows beside, while it shows.
  const [shownBy, setShownBy] = useState<HTMLElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = (element: HTMLElement) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setShownBy(element), openDelay);
  };
  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setShownBy(null);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  const own = child.props;
  const trigger = cloneElement(child, {
    // Pointer events, not mouse ones: a disabled button gets no mouse events, and a row action
    // that is off says why in its tooltip. A touch shows none (as Mantine's default).
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event);
      if (event.pointerType !== 'touch') show(event.currentTarget);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      own.onPointerLeave?.(event);
      hide();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      // From the keyboard only: a click focuses too, and the pointer already got its label.
      if ((event.target as HTMLElement).matches(':focus-visible')) show(event.currentTarget);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      own.onBlur?.(event);
      hide();
    },
  });

  return (
    <>
      {trigger}
      {shownBy && (
        <Bubble reference={shownBy} position={position} withArrow={withArrow} onClose={hide}>
          {label}
        </Bubble>
      )}
    </>
  );
}

/** The side of the label that faces the element, where the arrow sits. */
const FACING = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' } as const;

function Bubble({
  reference,
  position,
  withArrow,
  onClose,
  children,
}: {
  reference: HTMLElement;
  position: Placement;
  withArrow: boolean;
  onClose(): void;
  children: ReactNode;
}) {
  const arrowRef = useRef<HTMLDivElement>(null);
  const { refs, floatingStyles, placement, middlewareData } = useFloating({
    elements: { reference },
    placement: position,
    strategy: 'fixed',
    middleware: [
      offset(withArrow ? 9 : 5),
      flip(),
      shift({ padding: 8 }),
      ...(withArrow ? [arrow({ element: arrowRef, padding: 4 })] : []),
    ],
    whileElementsMounted: autoUpdate,
  });
  const facing = FACING[placement.split('-')[0] as keyof typeof FACING];
  useCloseOnEscape(true, onClose);
  // A click on the element keeps it, as Mantine's did: its label may answer it ("Copiado").
  useClickOutside(onClose, ['pointerdown'], [reference], true, true);

  return createPortal(
    <div ref={refs.setFloating} role="tooltip" className={classes.tooltip} style={floatingStyles}>
      {children}
      {withArrow && (
        <div
          ref={arrowRef}
          className={classes.arrow}
          style={{ left: middlewareData.arrow?.x, top: middlewareData.arrow?.y, [facing]: -4 }}
        />
      )}
    </div>,
    document.body,
  );
}
