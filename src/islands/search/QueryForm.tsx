/**
 * The text search form used by the stock search, the model directory and the offers:
 * a labelled search input and a Search button, driven by useDebouncedQuery. Callers wrap
 * it in their own <search> landmark, because each page styles and labels that differently.
 */
import type { useDebouncedQuery } from './use-debounced-query.ts';

export interface QueryFormProps {
  box: ReturnType<typeof useDebouncedQuery>;
  inputId: string;
  label: string;
  placeholder: string;
  className?: string;
  onFocus?: () => void;
  onBlur?: () => void;
}

export function QueryForm({ box, inputId, label, placeholder, className, onFocus, onBlur }: QueryFormProps) {
  return (
    <form
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        box.submit();
      }}
    >
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        type="search"
        value={box.text}
        maxLength={200}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => box.type(event.currentTarget.value)}
        onFocus={onFocus}
        onBlur={onBlur}
      />
      <button type="submit" className="btn">
        Search
      </button>
    </form>
  );
}
