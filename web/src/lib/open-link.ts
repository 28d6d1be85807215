/**
 * Opens a short-lived link the server gives (a presigned GET of a document) in a new tab. The tab is opened before
 * the request, so the browser does not take it for an unrequested pop-up; where none could open, the page itself goes
 * to the file. A failed request closes the tab and hands the error to `onError`.
 */
export async function openFetchedLink(fetchLink: () => Promise<{ url: string }>, onError: (error: unknown) => void): Promise<void> {
  const opened = window.open('', '_blank');
  try {
    const { url } = await fetchLink();
    if (opened) opened.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    opened?.close();
    onError(error);
  }
}
