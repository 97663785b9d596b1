/**
 * Keeps the editor's last selection, so toolbar buttons and placeholder chips (which take the
 * focus when clicked) act where the caret was; and reads which formats apply there.
 */
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

export const toggleFormats = [
  'bold',
  'italic',
  'underline',
  'insertUnorderedList',
  'insertOrderedList',
] as const;
export type ToggleFormat = (typeof toggleFormats)[number];
export type FormatState = Record<ToggleFormat, boolean>;

const noFormats: FormatState = {
  bold: false,
  italic: false,
  underline: false,
  insertUnorderedList: false,
  insertOrderedList: false,
};

function readFormats(): FormatState {
  const state = { ...noFormats };
  for (const format of toggleFormats) {
    try {
      state[format] = document.queryCommandState(format);
    } catch {
      state[format] = false;
    }
  }
  return state;
}

export function useEditorSelection(surface: RefObject<HTMLDivElement | null>) {
  const range = useRef<Range | null>(null);
  const [formats, setFormats] = useState<FormatState>(noFormats);

  useEffect(() => {
    const remember = () => {
      const selection = document.getSelection();
      if (!selection || selection.rangeCount === 0) return;
      if (!surface.current?.contains(selection.anchorNode)) return;
      range.current = selection.getRangeAt(0).cloneRange();
      setFormats(readFormats());
    };
    document.addEventListener('selectionchange', remember);
    return () => document.removeEventListener('selectionchange', remember);
  }, [surface]);

  /** Focuses the editor and puts the selection back (at the end when there was none). */
  const restore = useCallback(() => {
    const element = surface.current;
    const selection = document.getSelection();
    if (!element || !selection) return;
    element.focus();
    let target = range.current;
    if (!target || !element.contains(target.startContainer)) {
      target = document.createRange();
      target.selectNodeContents(element);
      target.collapse(false);
    }
    selection.removeAllRanges();
    selection.addRange(target);
  }, [surface]);

  /** True when the kept selection covers some text (a link can wrap it). */
  const hasSelectedText = useCallback(() => Boolean(range.current && !range.current.collapsed), []);

  return { formats, restore, hasSelectedText, refresh: () => setFormats(readFormats()) };
}
