import { normalizeText } from '../domain/validation/free-text.ts';

/**
 * What a text field keeps of what the person typed or pasted: the text normalised as the server
 * stores it (DECISIONS D29: a pasted vertical tab becomes a line break, control characters go),
 * then the field's own `transform`. When that changes the text, it is written into the field
 * here with the caret where the person left it (after the same text, changed the same way);
 * otherwise React would set the value and the caret would jump to the end.
 */
export function keepTypedText(field: HTMLInputElement | HTMLTextAreaElement, transform?: (value: string) => string): string {
  const change = (text: string) => (transform ? transform(normalizeText(text)) : normalizeText(text));
  const raw = field.value;
  const next = change(raw);
  if (next !== raw) {
    const { selectionStart, selectionEnd } = field;
    field.value = next;
    if (selectionStart !== null && selectionEnd !== null) {
      field.setSelectionRange(change(raw.slice(0, selectionStart)).length, change(raw.slice(0, selectionEnd)).length);
    }
  }
  return next;
}
