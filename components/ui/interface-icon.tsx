import {
  ArrowRight,
  Check,
  CircleAlert,
  CircleCheck,
  Clock,
  Database,
  ExternalLink,
  LoaderCircle,
  LogOut,
  Moon,
  Pencil,
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
  "arrow-right": ArrowRight,
  check: Check,
  "check-circle": CircleCheck,
  clock: Clock,
  database: Database,
  external: ExternalLink,
  loader: LoaderCircle,
  "log-out": LogOut,
  moon: Moon,
  pencil: Pencil,
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
