/**
 * Copies the Markdown at `url` to the clipboard. The ClipboardItem form takes the download as a
 * promise, so the copy stays tied to the click even though the text arrives later (Safari refuses
 * a clipboard write that starts after an await).
 */
export async function copyMarkdown(
  url: string,
  clipboard: Clipboard = navigator.clipboard,
  /** Text put before the Markdown, e.g. an instruction to an assistant. */
  preamble = '',
): Promise<void> {
  const text = fetch(url).then(async (response) => {
    if (!response.ok) throw new Error(`The Markdown of this page could not be loaded (HTTP ${response.status}).`);
    return preamble + (await response.text());
  });
  if (typeof ClipboardItem !== 'undefined' && typeof clipboard.write === 'function') {
    const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
    await clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    return;
  }
  await clipboard.writeText(await text);
}
