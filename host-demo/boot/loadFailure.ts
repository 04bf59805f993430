/**
 * What a page says when the back-office's script could not be loaded (offline, or a deploy in
 * between removed the files it was built with): an alert where the operator looks, and a way on.
 * Plain DOM: the back-office's own components are exactly what did not load.
 */
export function loadFailureNotice(): HTMLElement[] {
  const notice = document.createElement("p");
  notice.setAttribute("role", "alert");
  notice.textContent = "The back-office could not be loaded. Check the connection, then reload the page.";
  Object.assign(notice.style, { color: "#b42318", margin: "0 0 12px" });
  const reload = document.createElement("button");
  reload.type = "button";
  reload.textContent = "Reload the page";
  reload.addEventListener("click", () => location.reload());
  return [notice, reload];
}
