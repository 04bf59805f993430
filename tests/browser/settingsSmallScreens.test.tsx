import { screen, within } from "@testing-library/dom";
import { setViewport } from "@web/test-runner-commands";
import type { Banner, Faq, ShippingService } from "../../src/core/types";
import { BackOffice } from "../../src/shell/BackOffice";
import { account } from "./fixtures";
import { answer, expect, PIXEL, renderLoaded, signIn } from "./harness";

// Issue 31 item 3: every settings screen fits a phone (375 px) and a tablet (768 px) without a
// sideways page scroll, and its Add, row and status controls stay within reach.

const CREATED_AT = "2026-11-02T10:00:00.000Z";
const LONG = "Delivered to the door in two to three working days, tracked all the way with a text message";
const banners: Banner[] = [1, 2, 3].map((id) => ({
  id,
  title: `Spring pods and coils week ${id}`,
  img_url: PIXEL,
  target_type: "CATEGORY",
  target_id: 3,
  target_name: "Disposable vapes and pods",
  status: id === 2 ? "INACTIVE" : "ACTIVE",
  created_at: CREATED_AT,
}));
const faqs: Faq[] = [1, 2].map((id) => ({
  id,
  question: `How long does delivery to the islands take, question ${id}?`,
  answer: LONG,
  status: "ACTIVE",
  created_at: CREATED_AT,
}));
const services: ShippingService[] = [1, 2].map((id) => ({
  id,
  title: `Next working day courier ${id}`,
  description: LONG,
  price: 1390.5,
  image: PIXEL,
  created_at: CREATED_AT,
}));

interface ScreenCase {
  path: string;
  /** Text that says the screen has its data. */
  ready: string;
  /** Controls that must be reachable: inside the viewport once scrolled into view, not clipped. */
  controls: { role: string; name: string }[];
}

const SCREENS: ScreenCase[] = [
  {
    path: "/setting/banner-management",
    ready: "Spring pods and coils week 1",
    controls: [
      { role: "link", name: "Add Banner" },
      { role: "button", name: "Deactivate Spring pods and coils week 1" },
      { role: "button", name: "Edit Spring pods and coils week 1" },
      { role: "button", name: "Delete Spring pods and coils week 1" },
    ],
  },
  { path: "/setting/add-banner", ready: "Title", controls: [{ role: "button", name: "Submit" }] },
  {
    path: "/setting/faqs",
    ready: "How long does delivery to the islands take, question 1?",
    controls: [
      { role: "link", name: "Add FAQ" },
      { role: "switch", name: "Active: How long does delivery to the islands take, question 1?" },
      { role: "button", name: "Edit How long does delivery to the islands take, question 1?" },
      { role: "button", name: "Delete How long does delivery to the islands take, question 1?" },
    ],
  },
  { path: "/setting/add-faq", ready: "Question", controls: [{ role: "button", name: "Submit" }] },
  {
    path: "/setting/shipping-address",
    ready: "Next working day courier 1",
    controls: [
      { role: "link", name: "Add Shipping Service" },
      { role: "button", name: "Edit Next working day courier 1" },
      { role: "button", name: "Delete Next working day courier 1" },
    ],
  },
  { path: "/setting/shipping-address-add", ready: "Sale Price (€)", controls: [{ role: "button", name: "Submit" }] },
  { path: "/setting/send-promotion-notification", ready: "Business Type", controls: [{ role: "button", name: "Add" }] },
  {
    path: "/setting/adduser-managment",
    ready: "Robin Administrator-Longname",
    controls: [
      { role: "link", name: "Add Admin" },
      { role: "button", name: "Ban Robin Administrator-Longname" },
      { role: "button", name: "Delete Robin Administrator-Longname" },
    ],
  },
  { path: "/setting/addNew-user", ready: "Full Name", controls: [{ role: "button", name: "Create" }] },
];

/** The content column of the settings shell (the menu beside it is the shell's, measured with the page). */
const screenContainer = () => screen.getByRole("heading", { level: 1 }).closest("main") ?? document.body;

/** The control is drawn inside the viewport's width once scrolled to (not cut off past the right edge). */
function expectWithinViewport(control: HTMLElement, width: number) {
  control.scrollIntoView({ block: "center", inline: "nearest" });
  const box = control.getBoundingClientRect();
  expect(box.width, `${control.textContent} has a size`).to.be.greaterThan(0);
  expect(Math.round(box.left), `${control.textContent} starts on screen`).to.be.at.least(0);
  expect(Math.round(box.right), `${control.textContent} ends on screen`).to.be.at.most(width);
}

for (const width of [375, 768]) {
  describe(`settings at ${width} px`, () => {
    before(() => setViewport({ width, height: 800 }));
    after(() => setViewport({ width: 1280, height: 800 }));
    beforeEach(() => {
      signIn("SUPER_ADMIN", `h.${btoa(JSON.stringify({ sub: "1" }))}.s`);
      answer("GET /banner/get", banners);
      answer("GET /faqs/all", faqs);
      answer("GET /shipping/get", services);
      answer("GET /users/admins", [
        account({ id: 1, full_name: "Sam Super", user_type: "SUPER_ADMIN" }),
        account({ id: 2, full_name: "Robin Administrator-Longname", email: "robin.administrator@example.test" }),
      ]);
      answer("GET /user", account({ id: 1, full_name: "Sam Super", user_type: "SUPER_ADMIN" }));
    });

    for (const settingsScreen of SCREENS) {
      it(`${settingsScreen.path}: no sideways page scroll, controls within reach`, async () => {
        await renderLoaded(<BackOffice routing="memory" initialPath={settingsScreen.path} />);
        await screen.findAllByText(settingsScreen.ready);
        const container = screenContainer();
        const widths = { page: document.documentElement.scrollWidth, screen: container.scrollWidth };
        expect(widths.screen, `the screen's width (page ${widths.page})`).to.be.at.most(width);
        expect(widths.page, "the page's width").to.be.at.most(width);
        for (const control of settingsScreen.controls)
          expectWithinViewport(within(container).getByRole(control.role, { name: control.name }), width);
      });
    }
  });
}
