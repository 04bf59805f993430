import styled from "styled-components";
import { t } from "../core/screenMessages";
import { Modal } from "./Modal";
import { tokens } from "./tokens";

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  th,
  td {
    text-align: left;
    padding: 8px 10px;
    border-bottom: 1px solid ${tokens.border};
  }
  kbd {
    font-family: inherit;
    font-size: 13px;
    border: 1px solid ${tokens.border};
    border-bottom-width: 2px;
    border-radius: 4px;
    padding: 1px 6px;
    background: ${tokens.bg};
  }
`;

/** The shortcuts the back-office answers to, as the operator presses them (⌘ on a Mac). */
export function ShortcutsDialog({ mac, onClose }: { mac: boolean; onClose: () => void }) {
  const rows: Array<[keys: string[][], action: string]> = [
    [[[mac ? "⌘" : "Ctrl", "K"]], t("shortcutOpenPalette")],
    [[["?"]], t("shortcutShowShortcuts")],
    [[["↑"], ["↓"]], t("shortcutMove")],
    [[["Enter"]], t("shortcutChoose")],
    [[["Esc"]], t("shortcutClose")],
  ];
  return (
    <Modal open title={t("shortcutsTitle")} onClose={onClose} closeLabel={t("close")}>
      <Table>
        <thead>
          <tr>
            <th scope="col">{t("shortcutsKeys")}</th>
            <th scope="col">{t("shortcutsAction")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([keys, action]) => (
            <tr key={action}>
              <td>
                {keys.map((combination, index) => (
                  <span key={index}>
                    {index ? " " : null}
                    {combination.map((key, at) => (
                      <span key={key}>
                        {at ? "+" : null}
                        <kbd>{key}</kbd>
                      </span>
                    ))}
                  </span>
                ))}
              </td>
              <td>{action}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Modal>
  );
}
