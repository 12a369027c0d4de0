// Light stand-ins for the Blueprint pieces a list row repeats (icon, button, tag, tooltip), drawing the same DOM
// with the same classes. A long list ('Todos') mounts a window of rows on every scroll frame; Blueprint's own
// components cost each row hooks and effects: an icon sets its paths after mounting, a button's or tag's text
// re-renders itself after mounting, and a tooltip is a Popover with a ResizeObserver on its target. Measured by
// `npm run bench -- lists` (docs/decisions/0043-fast-on-the-wire.md): these keep every row to plain elements until
// someone reaches a tooltip.
import { useEffect, useLayoutEffect, useRef, useState, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Button, Classes, Icon, PopoverNext, Tooltip, type Intent, type PopoverNextProps } from '@blueprintjs/core';
import { Icons, IconSize, type IconName } from '@blueprintjs/icons';

function classes(...names: Array<string | false | undefined>): string {
  return names.filter(Boolean).join(' ');
}

const intentClass = (intent: Intent | undefined) => (intent && intent !== 'none' ? Classes.intentClass(intent) : undefined);

/** Blueprint's 16 px <Icon> as plain SVG once its paths are loaded (the first rows load them through <Icon>). */
export function RowIcon({ icon, intent }: { icon: IconName; intent?: Intent }) {
  const paths = Icons.getPaths(icon, IconSize.STANDARD);
  if (!paths) return <Icon icon={icon} intent={intent} />;
  return (
    <span aria-hidden="true" className={classes(Classes.ICON, Classes.iconClass(icon), intentClass(intent))}>
      <svg data-icon={icon} height="16" role="img" viewBox="0 0 16 16" width="16">
        {paths.map((d, index) => (
          <path key={index} d={d} fillRule="evenodd" />
        ))}
      </svg>
    </span>
  );
}

interface RowButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'type'> {
  icon?: IconName;
  text?: string;
  intent?: Intent;
  variant?: 'minimal' | 'outlined';
  size?: 'small';
}

/** Blueprint's <Button> (icon, text, intent, variant, size) as a plain <button>: same classes, keyboard and focus. */
export function RowButton({ icon, text, intent, variant, size, ...props }: RowButtonProps) {
  const className = classes(
    Classes.BUTTON,
    props.disabled && Classes.DISABLED,
    intentClass(intent),
    size === 'small' && Classes.SMALL,
    variant === 'minimal' && Classes.MINIMAL,
    variant === 'outlined' && Classes.OUTLINED,
  );
  return (
    // Like Blueprint's, a disabled button leaves the tab order.
    <button type="button" {...props} tabIndex={props.disabled ? -1 : props.tabIndex} className={className}>
      {icon && <RowIcon icon={icon} />}
      {text && <span className={Classes.BUTTON_TEXT}>{text}</span>}
    </button>
  );
}

interface RowTagProps {
  children: ReactNode;
  intent?: Intent;
  minimal?: boolean;
  round?: boolean;
  'aria-label'?: string;
}

/** Blueprint's `multiline` <Tag> as a plain <span>. */
export function RowTag({ children, intent, minimal, round, 'aria-label': label }: RowTagProps) {
  return (
    <span aria-label={label} className={classes(Classes.TAG, intentClass(intent), minimal && Classes.MINIMAL, round && Classes.ROUND)}>
      <span className={Classes.FILL}>{children}</span>
    </span>
  );
}

/**
 * Blueprint's compact <Tooltip> around `children`, mounted only when the pointer enters or the keyboard focuses
 * it (then opened at once, focus kept where it was). Until then the row holds the same target <span>.
 */
export function RowTooltip({ content, children }: { content: string; children: ReactNode }) {
  const [reached, setReached] = useState<'hover' | 'focus' | null>(null);
  if (reached)
    return (
      <ReachedTooltip content={content} by={reached}>
        {children}
      </ReachedTooltip>
    );
  return (
    <span className={Classes.POPOVER_TARGET} onMouseEnter={() => setReached('hover')} onFocus={() => setReached('focus')}>
      {children}
    </span>
  );
}

function ReachedTooltip({ content, by, children }: { content: string; by: 'hover' | 'focus'; children: ReactNode }) {
  const target = useRef<HTMLElement | null>(null);
  useEffect(() => {
    // The target was drawn anew: give the focus back to what had it (the tooltip opens on that focus).
    if (by === 'focus') target.current?.querySelector<HTMLElement>('[tabindex]')?.focus();
  }, [by]);
  return (
    <Tooltip
      content={content}
      compact
      defaultIsOpen={by === 'hover'}
      renderTarget={({ isOpen: _isOpen, tabIndex: _tabIndex, ref, ...targetProps }) => (
        <span
          {...targetProps}
          ref={(element) => {
            target.current = element;
            if (typeof ref === 'function') ref(element);
            else if (ref) (ref as { current: HTMLElement | null }).current = element;
          }}
        >
          {children}
        </span>
      )}
    />
  );
}

/**
 * A long name in a table cell on one line, cut with '…' so it does not push the other columns (Valor, Status,
 * Ações) out of a dialog; the whole text in a tooltip on pointer or keyboard focus, and to screen readers as is.
 */
export function RowLongText({ text, detail }: { text: string; detail?: string | null }) {
  return (
    <RowTooltip content={detail ? `${text} — ${detail}` : text}>
      <span className="list-ellipsis" tabIndex={0}>
        {text}
      </span>
    </RowTooltip>
  );
}

interface RowMenuProps {
  /** The button's accessible name. */
  label: string;
  icon: IconName;
  placement?: PopoverNextProps['placement'];
  /** The popover's content (a <Menu>), drawn only once the menu is opened. */
  content: PopoverNextProps['content'];
}

/**
 * Blueprint's <PopoverNext> around a minimal icon <Button> (a row's actions menu), mounted when the button is first
 * clicked (by pointer or keyboard) and opened at once. A closed PopoverNext still costs each row a portal (a <div>
 * added to <body>, with React's event listeners on it) and floating-ui's hooks; until the click the row holds the
 * same target DOM: the bp6-popover-target span around the button, aria-expanded="false", aria-haspopup="menu".
 */
export function RowMenu({ label, icon, placement, content }: RowMenuProps) {
  const [reached, setReached] = useState(false);
  if (reached) return <ReachedMenu label={label} icon={icon} placement={placement} content={content} />;
  return (
    <span className={Classes.POPOVER_TARGET}>
      <RowButton variant="minimal" icon={icon} aria-label={label} aria-expanded={false} aria-haspopup="menu" onClick={() => setReached(true)} />
    </span>
  );
}

function ReachedMenu({ label, icon, placement, content }: RowMenuProps) {
  const button = useRef<HTMLButtonElement>(null);
  // The click that opened the menu drew its button anew: the focus goes to it, where the click had put it (before
  // the popover moves it into the menu, and gives it back on close).
  useLayoutEffect(() => button.current?.focus(), []);
  return (
    <PopoverNext placement={placement} content={content} defaultIsOpen>
      <Button ref={button} variant="minimal" icon={icon} aria-label={label} />
    </PopoverNext>
  );
}
