import type { ReactNode } from "react";
import { richTextText } from "@/content/rich-text";
import type { BlockNode, TableCellNode, TableNode } from "@/lib/rich-text/document";

const CELL = "border-b border-border px-4 py-3 align-top [&>*+*]:mt-3";

interface RichTextTableProps {
  table: TableNode;
  /** Its place among the body's tables, which names its scrolling frame. */
  number: number;
  renderBlocks: (blocks: readonly BlockNode[]) => ReactNode;
}

function spans(cell: TableCellNode) {
  const { colspan, rowspan } = cell.attrs ?? {};
  return {
    colSpan: colspan && colspan > 1 ? colspan : undefined,
    rowSpan: rowspan && rowspan > 1 ? rowspan : undefined,
  };
}

/**
 * A table in a frame that scrolls sideways when the table is wider than the column; the frame
 * takes focus, so keyboard users can scroll it too. A first row of header cells is the table's
 * head; a header cell further down heads its row.
 */
export function RichTextTable({ table, number, renderBlocks }: RichTextTableProps) {
  const [first, ...rest] = table.content;
  const hasHead = first !== undefined && first.content.every((cell) => cell.type === "tableHeader");
  const bodyRows = hasHead ? rest : table.content;
  return (
    <div
      role="region"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to scroll by keyboard
      tabIndex={0}
      aria-label={richTextText.table(number)}
      className="mt-8 overflow-x-auto rounded-xl border border-border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <table className="w-full border-collapse text-left text-base leading-7">
        {hasHead && (
          <thead className="bg-surface">
            <tr>
              {first.content.map((cell, i) => (
                <th key={i} scope="col" {...spans(cell)} className={`${CELL} font-semibold`}>
                  {renderBlocks(cell.content)}
                </th>
              ))}
            </tr>
          </thead>
        )}
        <tbody>
          {bodyRows.map((row, r) => (
            <tr key={r} className="last:[&>*]:border-b-0">
              {row.content.map((cell, c) =>
                cell.type === "tableHeader" ? (
                  <th key={c} scope="row" {...spans(cell)} className={`${CELL} font-semibold`}>
                    {renderBlocks(cell.content)}
                  </th>
                ) : (
                  <td key={c} {...spans(cell)} className={CELL}>
                    {renderBlocks(cell.content)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
