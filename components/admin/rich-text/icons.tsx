import {
  Bold,
  Code,
  Heading2,
  Heading3,
  Heading4,
  ImagePlus,
  Italic,
  Link,
  List,
  ListOrdered,
  Minus,
  Pilcrow,
  Redo2,
  SquareCode,
  Table,
  TextQuote,
  Undo2,
} from "lucide";
import { IconFrame, iconShapes } from "@/components/ui/icon-frame";

/** The toolbar's icons, drawn inline: they load with the editor and nowhere else. */
const toolbarIcons = {
  paragraph: Pilcrow,
  heading2: Heading2,
  heading3: Heading3,
  heading4: Heading4,
  bold: Bold,
  italic: Italic,
  code: Code,
  bulletList: List,
  orderedList: ListOrdered,
  blockquote: TextQuote,
  codeBlock: SquareCode,
  link: Link,
  image: ImagePlus,
  table: Table,
  horizontalRule: Minus,
  undo: Undo2,
  redo: Redo2,
};

export type ToolbarIconName = keyof typeof toolbarIcons;

export function ToolbarIcon({ name }: { name: ToolbarIconName }) {
  return <IconFrame className="size-5">{iconShapes(toolbarIcons[name])}</IconFrame>;
}
