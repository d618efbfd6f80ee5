import {
  Activity,
  Award,
  BadgeCheck,
  BatteryFull,
  Binary,
  Blocks,
  Brain,
  Bug,
  Building2,
  Car,
  ChartColumn,
  ChevronDown,
  CircuitBoard,
  ClipboardCheck,
  Cloud,
  Code,
  Cog,
  Coins,
  Compass,
  Cpu,
  CreditCard,
  FileCheck,
  FileText,
  Fingerprint,
  FlaskConical,
  Gauge,
  GitBranch,
  Handshake,
  Headset,
  History,
  Landmark,
  Layers,
  Lightbulb,
  Link,
  Lock,
  Mail,
  MapPin,
  Menu,
  Microscope,
  MonitorCheck,
  Network,
  Package,
  Phone,
  Plug,
  Puzzle,
  Radar,
  RadioTower,
  Repeat,
  Rocket,
  Route,
  Ruler,
  Scale,
  SearchCheck,
  Server,
  ShieldCheck,
  ShoppingCart,
  Shuffle,
  Smartphone,
  Sparkles,
  Store,
  Tags,
  Target,
  Timer,
  TrendingUp,
  Truck,
  Umbrella,
  UserCheck,
  Workflow,
  Wrench,
  Zap,
  type IconNode,
} from "lucide";
import "server-only";
import type { IconName } from "@/content/types";
import { interfaceIcons, type InterfaceIconName } from "./interface-icon";
import { SvgIcon } from "./svg-icon";

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

/** The content icons; the interface icons come from interface-icon.tsx. */
const contentIcons: Record<Exclude<IconName, InterfaceIconName>, IconNode> = {
  activity: Activity,
  award: Award,
  "badge-check": BadgeCheck,
  bank: Landmark,
  battery: BatteryFull,
  binary: Binary,
  blocks: Blocks,
  brain: Brain,
  bug: Bug,
  building: Building2,
  car: Car,
  cart: ShoppingCart,
  chart: ChartColumn,
  "chevron-down": ChevronDown,
  chip: Cpu,
  circuit: CircuitBoard,
  "clipboard-check": ClipboardCheck,
  cloud: Cloud,
  code: Code,
  cog: Cog,
  coins: Coins,
  compass: Compass,
  "credit-card": CreditCard,
  facebook: Facebook,
  "file-check": FileCheck,
  "file-text": FileText,
  fingerprint: Fingerprint,
  flask: FlaskConical,
  gauge: Gauge,
  "git-branch": GitBranch,
  handshake: Handshake,
  headset: Headset,
  history: History,
  layers: Layers,
  lightbulb: Lightbulb,
  link: Link,
  linkedin: LinkedIn,
  lock: Lock,
  mail: Mail,
  "map-pin": MapPin,
  menu: Menu,
  microscope: Microscope,
  "monitor-check": MonitorCheck,
  network: Network,
  package: Package,
  phone: Phone,
  plug: Plug,
  puzzle: Puzzle,
  radar: Radar,
  repeat: Repeat,
  rocket: Rocket,
  route: Route,
  ruler: Ruler,
  scale: Scale,
  search: SearchCheck,
  server: Server,
  shield: ShieldCheck,
  shuffle: Shuffle,
  signal: RadioTower,
  smartphone: Smartphone,
  sparkles: Sparkles,
  store: Store,
  tags: Tags,
  target: Target,
  timer: Timer,
  "trending-up": TrendingUp,
  truck: Truck,
  twitter: Twitter,
  umbrella: Umbrella,
  "user-check": UserCheck,
  workflow: Workflow,
  wrench: Wrench,
  zap: Zap,
};

const icons: Record<IconName | InterfaceIconName, IconNode> = {
  ...interfaceIcons,
  ...contentIcons,
};

interface IconProps {
  name: IconName | InterfaceIconName;
  className?: string;
}

/**
 * Any icon of the site, for server components: the content icons never reach the browser's
 * JavaScript. Client components use InterfaceIcon.
 */
export function Icon({ name, className }: IconProps) {
  return <SvgIcon node={icons[name]} className={className} />;
}
