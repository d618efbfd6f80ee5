import {
  ArrowRight,
  Award,
  Car,
  Check,
  ChevronDown,
  CircleAlert,
  CircleCheck,
  Clock,
  Cog,
  Cpu,
  Database,
  ExternalLink,
  FlaskConical,
  Headset,
  Landmark,
  Lightbulb,
  LoaderCircle,
  LogOut,
  Mail,
  MapPin,
  Menu,
  Moon,
  Pencil,
  Phone,
  RadioTower,
  ShieldAlert,
  ShieldCheck,
  ShoppingCart,
  Sun,
  Target,
  Trash,
  TriangleAlert,
  Umbrella,
  Users,
  WifiOff,
  X,
  type IconNode,
} from "lucide";
import { createElement } from "react";
import type { IconName } from "@/content/types";

/** A filled outline, for brand marks drawn as a single path. */
function brand(path: string): IconNode {
  return [["path", { d: path, fill: "currentColor", stroke: "none" }]];
}

// Brand marks are not part of the icon set; simplified outlines drawn for this site.
const LinkedIn = brand(
  "M4.5 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM3 9h3v12H3V9Zm6 0h2.9v1.7c.5-.9 1.7-1.9 3.6-1.9 3.7 0 4.5 2.3 4.5 5.4V21h-3v-6c0-1.5-.1-3.3-2.1-3.3S12 13.3 12 15v6H9V9Z",
);
const Twitter = brand(
  "M21 6.5c-.7.3-1.4.5-2.1.6.8-.5 1.3-1.2 1.6-2-.7.4-1.5.7-2.3.9A3.6 3.6 0 0 0 12 9.3 10.2 10.2 0 0 1 4.6 5.5a3.6 3.6 0 0 0 1.1 4.8c-.6 0-1.2-.2-1.6-.4 0 1.7 1.2 3.2 2.9 3.5-.5.2-1.1.2-1.6.1a3.6 3.6 0 0 0 3.4 2.5A7.3 7.3 0 0 1 3 17.5 10.2 10.2 0 0 0 8.5 19c6.6 0 10.3-5.5 10.3-10.3v-.5c.8-.5 1.4-1.1 2.2-1.7Z",
);
const Facebook = brand(
  "M13.5 21v-7.5H16l.4-3h-2.9V8.7c0-.9.3-1.5 1.5-1.5h1.6V4.5c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.2H8v3h2.5V21h3Z",
);

const icons: Record<IconName, IconNode> = {
  chip: Cpu,
  cog: Cog,
  flask: FlaskConical,
  lightbulb: Lightbulb,
  users: Users,
  award: Award,
  shield: ShieldCheck,
  mail: Mail,
  phone: Phone,
  "map-pin": MapPin,
  clock: Clock,
  headset: Headset,
  "arrow-right": ArrowRight,
  external: ExternalLink,
  check: Check,
  linkedin: LinkedIn,
  twitter: Twitter,
  facebook: Facebook,
  menu: Menu,
  close: X,
  "chevron-down": ChevronDown,
  sun: Sun,
  moon: Moon,
  target: Target,
  bank: Landmark,
  umbrella: Umbrella,
  cart: ShoppingCart,
  car: Car,
  signal: RadioTower,
  database: Database,
  "alert-circle": CircleAlert,
  "alert-triangle": TriangleAlert,
  pencil: Pencil,
  trash: Trash,
  "check-circle": CircleCheck,
  loader: LoaderCircle,
  "wifi-off": WifiOff,
  "log-out": LogOut,
  "shield-alert": ShieldAlert,
};

interface IconProps {
  name: IconName;
  className?: string;
}

/**
 * A decorative icon; the text next to it carries the meaning. Drawn from lucide's icon data as a
 * plain SVG, so it renders on the server with no client code and works in client components too.
 * Stroke styling comes from the `.icon` class, not repeated attributes on every icon in the HTML.
 */
export function Icon({ name, className = "size-5" }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={24}
      height={24}
      aria-hidden="true"
      className={`icon ${className}`}
    >
      {icons[name].map(([tag, attributes], index) =>
        createElement(tag, { key: index, ...attributes }),
      )}
    </svg>
  );
}
