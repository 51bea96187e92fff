// Form controls in plain markup with antd's look (the page template's ck-field rules). The first screens of the
// salary, profile, cover letter and LinkedIn pages are forms: drawn with antd's Form, Input and Select they brought
// antd's core along (about 100 KB), so each of those pages loads none of antd until a dialog or a result needs it
// (docs/measurements.md, bundle size). Native controls keep the browser's own keyboard and screen reader behaviour; each field is
// labelled by a <label>, and its message and help text are tied to the control with aria-describedby.
import { useEffect, useId, useRef, useState, type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface FieldProps {
  label: ReactNode;
  /** The field's message (a failed check); shown under it in red and announced. */
  error?: string;
  /** Help text under the field. */
  extra?: ReactNode;
  /** antd's required mark: a red asterisk before the label. */
  required?: boolean;
}

/** The label above the control, the message and help text below, as antd's vertical Form.Item lays them out. */
function Field({ id, label, error, extra, required, children }: FieldProps & { id: string; children: ReactNode }) {
  return (
    <div className={error ? 'ck-field ck-field-invalid' : 'ck-field'}>
      <span className="ck-field-label">
        {/* Outside the label and hidden, so not part of the field's name ('Target Role', not '*Target Role'):
            aria-required says it. */}
        {required && (
          <span className="ck-field-required" aria-hidden="true">
            *
          </span>
        )}
        <label htmlFor={id}>{label}</label>
      </span>
      {children}
      {error && (
        <span id={`${id}-error`} className="ck-field-message" role="alert">
          {error}
        </span>
      )}
      {extra && (
        <span id={`${id}-extra`} className="ck-field-extra">
          {extra}
        </span>
      )}
    </div>
  );
}

/** What a control inside a Field carries: its id, and its message and help text as its description. */
function controlProps(id: string, { error, extra, required }: FieldProps) {
  const describedBy = [error && `${id}-error`, extra && `${id}-extra`].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-required': required || undefined, 'aria-describedby': describedBy || undefined };
}

type Split<P> = FieldProps & Omit<P, keyof FieldProps | 'id'>;

/** A one-line text field. `ref` and the rest go to the <input> (so react-hook-form's register() spreads onto it). */
export function TextField({ label, error, extra, required, ref, ...input }: Split<InputHTMLAttributes<HTMLInputElement>> & { ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  const field = { label, error, extra, required };
  return (
    <Field id={id} {...field}>
      <input className="ck-input" ref={ref} {...input} {...controlProps(id, field)} />
    </Field>
  );
}

/** A text area that grows with its text up to `maxRows` (antd's autoSize), then scrolls. */
export function TextAreaField({
  label,
  error,
  extra,
  required,
  ref,
  rows = 3,
  maxRows,
  ...textarea
}: Split<TextareaHTMLAttributes<HTMLTextAreaElement>> & { ref?: Ref<HTMLTextAreaElement>; maxRows?: number }) {
  const id = useId();
  const field = { label, error, extra, required };
  // `field-sizing: content` grows the box with its text; min and max height hold it between the two row counts.
  const style = maxRows ? { minHeight: `calc(${rows} * 1.5714em + 10px)`, maxHeight: `calc(${maxRows} * 1.5714em + 10px)` } : undefined;
  return (
    <Field id={id} {...field}>
      <textarea className={maxRows ? 'ck-input ck-input-grow' : 'ck-input'} ref={ref} rows={rows} style={style} {...textarea} {...controlProps(id, field)} />
    </Field>
  );
}

export interface Choice<V extends string = string> {
  value: V;
  label: string;
}

/** A drop-down list: the browser's own <select>, drawn as antd's Select. */
export function SelectField<V extends string>({
  label,
  error,
  extra,
  required,
  ref,
  options,
  ...select
}: Split<SelectHTMLAttributes<HTMLSelectElement>> & { ref?: Ref<HTMLSelectElement>; options: readonly Choice<V>[] }) {
  const id = useId();
  const field = { label, error, extra, required };
  return (
    <Field id={id} {...field}>
      <select className="ck-input ck-select" ref={ref} {...select} {...controlProps(id, field)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** One choice of a few, as antd's solid button-style Radio.Group: native radios, so the arrow keys move the choice. */
export function RadioButtons<V extends string>({
  label,
  value,
  options,
  onChange,
  disabled,
}: {
  label: string;
  value: V;
  options: readonly Choice<V>[];
  onChange: (value: V) => void;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className="ck-radio-buttons">
      {options.map((option) => (
        <label key={option.value} className="ck-radio-button">
          <input type="radio" name={name} value={option.value} checked={value === option.value} disabled={disabled} onChange={() => onChange(option.value)} />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}

/** Any of a few choices, as antd's Checkbox.Group under a Form.Item label. */
export function CheckboxGroup<V extends string>({
  label,
  value,
  options,
  onChange,
  disabled,
}: {
  label: string;
  value: readonly V[];
  options: readonly V[];
  onChange: (value: V[]) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="ck-field ck-fieldset">
      <legend className="ck-field-label">{label}</legend>
      <div className="ck-inline" style={{ gap: '8px 16px' }}>
        {options.map((option) => (
          <label key={option} className="ck-checkbox">
            <input
              type="checkbox"
              checked={value.includes(option)}
              disabled={disabled}
              // Kept in the options' order, whatever order they are ticked in.
              onChange={(event) => onChange(options.filter((each) => (each === option ? event.target.checked : value.includes(each))))}
            />
            <span>{option}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** An on/off switch (antd's Switch): a button with role="switch" under its label. */
export function SwitchField({ label, checked, onChange, disabled }: { label: string; checked: boolean; onChange: (checked: boolean) => void; disabled?: boolean }) {
  const id = useId();
  return (
    <Field id={id} label={label}>
      <button id={id} type="button" role="switch" aria-checked={checked} className="ck-switch" disabled={disabled} onClick={() => onChange(!checked)}>
        <span className="ck-switch-handle" aria-hidden="true" />
      </button>
    </Field>
  );
}

/** The spec's tooltip delay (part 1 §9: tooltips open after 700 ms). */
export const TOOLTIP_DELAY_MS = 700;

/**
 * A hint shown over its child after the pointer or the focus has rested on it for 700 ms; Escape hides it. Around a
 * disabled button (which takes no pointer events, as in antd), the hint shows on hover of the box around it.
 */
export function Tooltip({ title, children }: { title?: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };
  if (!title) return <>{children}</>;
  return (
    <span
      className="ck-tooltip-anchor"
      aria-describedby={open ? id : undefined}
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => event.key === 'Escape' && hide()}
    >
      {children}
      {open && (
        <span id={id} role="tooltip" className="ck-tooltip">
          {title}
        </span>
      )}
    </span>
  );
}

/**
 * antd's Button in plain markup: primary or default, large or not, the whole row wide or not. While `loading` it shows
 * antd's spinner and is marked busy, and a click does nothing (one run or save at a time).
 */
export function Button({
  primary = false,
  large = false,
  block = false,
  loading = false,
  type = 'button',
  className,
  onClick,
  children,
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & { primary?: boolean; large?: boolean; block?: boolean; loading?: boolean }) {
  const classes = ['ck-button', primary && 'ck-button-primary', large && 'ck-button-large', block && 'ck-button-block', className].filter(Boolean).join(' ');
  return (
    <button
      type={loading ? 'button' : type}
      className={classes}
      aria-busy={loading || undefined}
      onClick={loading ? undefined : onClick}
      {...button}
    >
      {loading && <span className="ck-spin" aria-hidden="true" />}
      {children}
    </button>
  );
}
