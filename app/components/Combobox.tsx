/**
 * A text box with a list of suggestions (the ARIA combobox pattern): the list opens as the box is
 * focused or typed in, Arrow Down and Arrow Up move through it, Enter or a click picks an option,
 * Escape and leaving the box close it. The page filters the options and says what a pick does. Before
 * hydration it is a plain text box, with the browser's own suggestions (`suggestions`, a datalist)
 * when given. Its list's look: `combobox-list` and `combobox-option` (app/styles/sales-details.css).
 */
import { useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { useHydrated } from "./use-hydrated";
import { useAdoptValue } from "~/forms/early-input";

export interface ComboboxProps<T> {
  id: string;
  /** Posts what is typed (free text); without it the page posts the pick itself. */
  name?: string;
  label: ReactNode;
  className?: string;
  value: string;
  onValue: (value: string) => void;
  options: readonly T[];
  optionKey: (option: T) => string;
  renderOption: (option: T) => ReactNode;
  onPick: (option: T) => void;
  /** The list's accessible name. */
  listLabel: string;
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** Leaving the box (after the list closes). */
  onBlur?: () => void;
  /** The list stays open (empty) when nothing matches: the page says so in a live region. */
  openWhenEmpty?: boolean;
  /** Without JavaScript: the browser's suggestions. */
  suggestions?: readonly string[];
  /** What follows the list: a hint, a live status (told whether the list is open), the message. */
  children?: ReactNode | ((expanded: boolean) => ReactNode);
}

export function Combobox<T>({
  id,
  name,
  label,
  className = "field",
  value,
  onValue,
  options,
  optionKey,
  renderOption,
  onPick,
  listLabel,
  placeholder,
  disabled,
  invalid,
  describedBy,
  onBlur,
  openWhenEmpty = false,
  suggestions,
  children,
}: ComboboxProps<T>) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const ref = useAdoptValue(value, onValue);
  const expanded = hydrated && open && !disabled && (openWhenEmpty || options.length > 0);
  const activeOption = expanded && options[active] !== undefined ? `${listId}-${active}` : undefined;

  const pick = (option: T) => {
    setOpen(false);
    onPick(option);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown") {
      e.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, Math.max(options.length - 1, 0)));
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (e.key === "Enter" && expanded) {
      e.preventDefault();
      const option = options[active];
      if (option !== undefined) pick(option);
    } else if (e.key === "Escape") {
      setOpen(false);
    }
  };

  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <input
        ref={ref}
        id={id}
        name={name}
        className="input"
        type="text"
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        disabled={disabled}
        list={!hydrated && suggestions ? listId : undefined}
        role={hydrated ? "combobox" : undefined}
        aria-expanded={hydrated ? expanded : undefined}
        aria-controls={hydrated ? listId : undefined}
        aria-autocomplete={hydrated ? "list" : undefined}
        aria-activedescendant={activeOption}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onFocus={() => setOpen(true)}
        onChange={(e) => {
          onValue(e.currentTarget.value);
          setOpen(true);
          setActive(0);
        }}
        onBlur={() => {
          setOpen(false);
          onBlur?.();
        }}
        onKeyDown={onKeyDown}
      />
      {hydrated ? (
        <ul id={listId} role="listbox" aria-label={listLabel} className="combobox-list" hidden={!expanded}>
          {expanded
            ? options.map((option, i) => (
                <li
                  key={optionKey(option)}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={i === active}
                  className="combobox-option"
                  // mousedown, not click: the input's blur would close the list first.
                  onMouseDown={(e) => {
                    e.preventDefault();
                    pick(option);
                  }}
                >
                  {renderOption(option)}
                </li>
              ))
            : null}
        </ul>
      ) : suggestions ? (
        <datalist id={listId}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      ) : null}
      {typeof children === "function" ? children(expanded) : children}
    </div>
  );
}
