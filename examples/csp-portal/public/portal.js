// The portal's own code. The CSP forbids inline scripts, so it lives in this file.

// The portal keeps its own session under `token`; the elements (storage-key="shop") keep theirs
// under `shop-token`, so signing in to the back-office never overwrites this one.
localStorage.setItem("token", "portal-own");

const events = document.getElementById("events");
const session = document.getElementById("session");

function heard(text) {
  const item = document.createElement("li");
  item.textContent = text;
  events.append(item);
}

document.addEventListener("shop-signed-in", (event) => {
  session.textContent = `Signed in as ${event.detail.userStatus}`;
  heard(`shop-signed-in ${event.detail.userStatus}`);
});
document.addEventListener("shop-signed-out", (event) => {
  session.textContent = "Not signed in";
  heard(`shop-signed-out ${event.detail.reason}`);
});
document.addEventListener("shop-navigate", (event) => heard(`shop-navigate ${event.detail.path}`));
document.addEventListener("shop-order-status-changed", (event) =>
  heard(`shop-order-status-changed ${event.detail.id} ${event.detail.status}`),
);
