/**
 * Browsers cannot pin a site to the desktop themselves; an Internet Shortcut (.url)
 * file saved there opens the shop with one double-click on Windows, and most desktop
 * environments accept it as well.
 */
export function downloadDesktopShortcut(title: string) {
  const origin = window.location.origin;
  const content = `[InternetShortcut]\r\nURL=${origin}/\r\nIconFile=${origin}/favicon.svg\r\nIconIndex=0\r\n`;
  const blob = new Blob([content], { type: 'application/internet-shortcut' });
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = `${title}.url`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/** The keyboard shortcut that bookmarks the page on this platform. */
export function bookmarkShortcut(): string {
  return /Mac|iPhone|iPad/.test(navigator.userAgent) ? '⌘ + D' : 'Ctrl + D';
}
