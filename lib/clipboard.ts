/**
 * Copies `text` as the visitor asked (call it from their click): the Clipboard API first; where
 * it is missing or refused (an insecure page, an older browser, a denied permission), the older
 * copy command on a hidden text field. The field goes into `container`, so that inside a modal
 * dialog, where the rest of the page is inert, it can still be selected. Resolves to whether one
 * of the two copied it.
 */
export async function copyText(text: string, container: HTMLElement): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Fall through to the copy command.
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.readOnly = true;
  field.setAttribute('aria-hidden', 'true');
  field.style.cssText = 'position:fixed;top:0;left:0;width:1px;height:1px;opacity:0';
  const focused = document.activeElement;
  container.append(field);
  field.focus();
  field.select();
  try {
    // Deprecated, but the only way left where the Clipboard API is refused.
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
    if (focused instanceof HTMLElement) focused.focus();
  }
}
