import { OrdersArea, type OrderStatusChange } from "@shop-admin/backoffice";
import { useCallback, useState } from "react";
import { Link, Route, Routes } from "react-router";

function Home() {
  return (
    <section>
      <h1>Shop host</h1>
      <p>The host's own page. The back-office's orders live under /admin, inside this app's router.</p>
    </section>
  );
}

export function App() {
  const [notice, setNotice] = useState("No order changed yet");
  const onOrderStatusChanged = useCallback(
    ({ id, status }: OrderStatusChange) => setNotice(`Host heard: order ${id} is now ${status}`),
    [],
  );
  return (
    <>
      <header>
        <nav aria-label="Host">
          <Link to="/">Home</Link> · <Link to="/admin">Orders admin</Link>
        </nav>
        <p role="status">{notice}</p>
      </header>
      <Routes>
        <Route path="/" element={<Home />} />
        {/* The area mounts its screens under /admin, in the host's router (Back and links work). */}
        <Route path="/admin/*" element={<OrdersArea onOrderStatusChanged={onOrderStatusChanged} />} />
      </Routes>
    </>
  );
}
