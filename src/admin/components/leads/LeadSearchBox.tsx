import { useEffect, useState } from 'react';
import { SearchField } from '../SearchField.tsx';

/** Long enough to cover a burst of typing; short enough that the list follows without a wait. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * The search box answers every keystroke at once, but the search itself (the URL, then the server)
 * runs once typing pauses: a word typed fast is one request, not one per letter. A search changed
 * elsewhere (a link, Back) replaces what the box shows.
 */
export function LeadSearchBox({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (q: string) => void;
}) {
  const [text, setText] = useState(value);
  // What this box last sent, and the last search the URL showed. The URL follows a sent search a
  // render or two later (a navigation); only a search this box did not send replaces the text.
  const [applied, setApplied] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== applied) {
      setApplied(value);
      setText(value);
    }
  }
  useEffect(() => {
    if (text === applied) return;
    const timer = setTimeout(() => {
      setApplied(text);
      onSearch(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, applied, onSearch]);

  return (
    <SearchField
      aria-label="Search leads"
      placeholder="Search by name, email, or company..."
      // On a phone the placeholder is smaller than the 16 px text (which keeps iOS from
      // zooming), so the whole sentence fits even beside a desktop scrollbar.
      className="max-sm:placeholder:text-sm"
      value={text}
      onChange={(event) => setText(event.target.value)}
    />
  );
}
