import {
  ArrowDown,
  ArrowLeft,
  ArrowRight,
  ArrowUp,
  Check,
  CircleAlert,
  CircleCheck,
  Clock,
  Copy,
  Database,
  ExternalLink,
  GripVertical,
  LoaderCircle,
  LogOut,
  Moon,
  Pencil,
  Plus,
  ShieldAlert,
  Sun,
  Trash,
  TriangleAlert,
  Users,
  WifiOff,
  X,
} from "lucide";
import { IconFrame, iconShapes } from "./icon-frame";

/**
 * The icons of the editor's interface. Client components draw from this small set only, so the
 * browser never downloads the icons of the public pages' content (components/ui/icon.tsx).
 */
export const interfaceIcons = {
  "alert-circle": CircleAlert,
  "alert-triangle": TriangleAlert,
  "arrow-down": ArrowDown,
  "arrow-left": ArrowLeft,
  "arrow-right": ArrowRight,
  "arrow-up": ArrowUp,
  check: Check,
  "check-circle": CircleCheck,
  clock: Clock,
  copy: Copy,
  database: Database,
  external: ExternalLink,
  grip: GripVertical,
  loader: LoaderCircle,
  "log-out": LogOut,
  moon: Moon,
  pencil: Pencil,
  plus: Plus,
  "shield-alert": ShieldAlert,
  sun: Sun,
  trash: Trash,
  users: Users,
  "wifi-off": WifiOff,
  close: X,
};

export type InterfaceIconName = keyof typeof interfaceIcons;

export function InterfaceIcon({
  name,
  className,
}: {
  name: InterfaceIconName;
  className?: string;
}) {
  return <IconFrame className={className}>{iconShapes(interfaceIcons[name])}</IconFrame>;
}
