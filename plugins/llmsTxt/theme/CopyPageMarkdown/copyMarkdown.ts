/**
 * Puts `text` on the clipboard. The ClipboardItem form takes the text as a promise, so the copy stays tied to the click
 * even though the text arrives later (Safari refuses a clipboard write that starts after an await): the click handler
 * calls this at once, and what it copies (./pageText, the page's Markdown) loads meanwhile.
 */
export async function copyText(text: Promise<string>, clipboard: Clipboard = navigator.clipboard): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && typeof clipboard.write === 'function') {
    const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
    await clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    return;
  }
  await clipboard.writeText(await text);
}
