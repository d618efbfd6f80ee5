import type { Industry } from "./types";

export const industriesOverview = {
  title: "Industries We Serve",
  subtitle:
    "Semiconductor, embedded, software and IT engineering applied to the standards, regulations and delivery pressures of the six industries we work in.",
  metaDescription:
    "How our Hyderabad engineering team serves semiconductor, BFSI, insurance, retail, automotive and telecom clients with silicon, embedded and software services.",
};

export const industries: readonly Industry[] = [
  {
    slug: "semiconductor",
    name: "Semiconductor",
    path: "/industries/semiconductor",
    icon: "chip",
    description:
      "Design, verification, DFT and post-silicon validation support that keeps tape-out schedules on track and yield climbing.",
    title: "Semiconductor Industry Solutions",
    subtitle:
      "Engineering capacity across the silicon lifecycle, from RTL and verification through ATE test programs and first-silicon bring-up.",
    intro: {
      heading: "Accelerating Silicon from Spec to Production",
      description:
        "Semiconductor programs are governed by the tape-out date, and every respin costs months and mask sets. Our engineers work inside your flow across RTL design, UVM-based verification, synthesis and timing closure, DFT insertion and physical design, so that coverage, scan and timing sign-off converge together rather than one after another. After first silicon, we run post-silicon validation, bench characterization and ATE test program development to shorten bring-up and support the production ramp. Embedded and software teams complete the picture with boot firmware, board support packages and drivers that let your customers evaluate parts from day one.",
    },
    offerings: [
      {
        icon: "chip",
        title: "RTL Design and Verification",
        description:
          "SystemVerilog RTL, UVM testbenches, formal property checking and coverage closure planned against your tape-out milestones rather than squeezed into the final weeks.",
      },
      {
        icon: "radar",
        title: "DFT and Test Architecture",
        description:
          "Scan insertion, ATPG, memory BIST, boundary scan and test compression architectures that meet fault-coverage targets while keeping test time and die area under control.",
      },
      {
        icon: "layers",
        title: "Physical Design and Sign-off",
        description:
          "Floorplanning, place and route, clock tree synthesis, static timing analysis and physical verification through DRC, LVS and IR-drop sign-off for a clean tape-out.",
      },
      {
        icon: "microscope",
        title: "Post-Silicon Validation",
        description:
          "Lab bring-up, functional and electrical validation, and bench characterization across process, voltage and temperature corners to find silicon issues before your customers do.",
      },
      {
        icon: "gauge",
        title: "ATE Test Program Development",
        description:
          "Test program creation, pattern conversion and tester correlation on production ATE platforms, with test-time reduction and yield data analysis to support volume ramp.",
      },
      {
        icon: "code",
        title: "Silicon Enablement Software",
        description:
          "Boot firmware, Linux and RTOS board support packages, device drivers and evaluation-board software that help your customers design your chips into their products sooner.",
      },
    ],
    metaDescription:
      "Semiconductor engineering services from Hyderabad: RTL design, verification, DFT, physical design, post-silicon validation and ATE test development.",
  },
  {
    slug: "bfsi",
    name: "BFSI",
    path: "/industries/bfsi",
    icon: "bank",
    description:
      "Secure, compliant technology for banks, NBFCs and payment firms, from core banking modernization to real-time fraud analytics.",
    title: "BFSI Technology Solutions",
    subtitle:
      "Modernize core platforms, secure payment flows and meet regulatory expectations in banking, financial services and insurance without disrupting the services customers rely on.",
    intro: {
      heading: "Modernizing Financial Services Without Losing Control",
      description:
        "Banks, NBFCs and payment companies have to ship digital products quickly while satisfying RBI guidelines, PCI DSS and their own risk committees. We help by decoupling legacy core banking systems through APIs and phased migration, building cloud-ready applications with security designed in, and engineering the data pipelines behind fraud analytics and regulatory reporting. Our QA and IT infrastructure teams add automated testing, performance engineering and hardened environments, while our embedded engineers support the firmware and device integration behind ATMs, POS terminals and biometric authentication hardware.",
    },
    offerings: [
      {
        icon: "bank",
        title: "Core Banking Modernization",
        description:
          "API layers, microservices and phased data migration that move products off legacy core banking platforms while branch, mobile and internet banking channels keep running.",
      },
      {
        icon: "credit-card",
        title: "Payments and UPI Engineering",
        description:
          "Design, integration and load testing of UPI, IMPS, card and wallet flows, built for high transaction volumes, idempotent processing and fast, accurate reconciliation.",
      },
      {
        icon: "fingerprint",
        title: "Fraud and Risk Analytics",
        description:
          "Real-time transaction monitoring, anomaly detection and machine learning risk-scoring models with explainable outputs that compliance and fraud operations teams can act on.",
      },
      {
        icon: "file-text",
        title: "Regulatory Reporting Automation",
        description:
          "Data lineage, validation rules and automated report generation for RBI returns and internal risk reporting, reducing manual spreadsheet effort and reconciliation errors.",
      },
      {
        icon: "lock",
        title: "Security and PCI DSS Readiness",
        description:
          "Cardholder data environment scoping, secure SDLC practices, vulnerability remediation and infrastructure hardening aligned with PCI DSS requirements and RBI cybersecurity frameworks.",
      },
      {
        icon: "smartphone",
        title: "Digital Banking Channels",
        description:
          "Mobile banking apps, digital onboarding with video KYC and customer portals, backed by automated regression testing and performance engineering for peak-day traffic.",
      },
    ],
    metaDescription:
      "BFSI technology services: core banking modernization, UPI and payments engineering, fraud analytics, PCI DSS readiness and RBI regulatory reporting.",
  },
  {
    slug: "insurance",
    name: "Insurance",
    path: "/industries/insurance",
    icon: "umbrella",
    description:
      "Policy administration, claims automation and underwriting analytics for insurers modernizing legacy platforms and digital channels.",
    title: "Insurance Technology Solutions",
    subtitle:
      "Connect policy, claims and billing systems, automate routine decisions and give underwriters the data they need for sharper risk selection.",
    intro: {
      heading: "Modernizing the Insurance Value Chain",
      description:
        "Many insurers still run long-lived products on policy administration systems that were never designed for digital distribution or real-time data. We integrate and extend platforms such as Guidewire and Duck Creek, build APIs that connect agent, broker and customer portals to the core, and automate claims intake and triage with document AI and rules engines. Our data engineers assemble the actuarial and finance data foundations that IFRS 17 reporting and underwriting models depend on, while our IoT and embedded expertise supports telematics and connected-device programs for usage-based cover.",
    },
    offerings: [
      {
        icon: "plug",
        title: "Policy Administration Integration",
        description:
          "Configuration, extension and integration of Guidewire, Duck Creek and in-house policy administration systems with rating engines, billing, document generation and distribution channels.",
      },
      {
        icon: "workflow",
        title: "Claims Automation",
        description:
          "First notice of loss digitization, document extraction, straight-through processing for simple claims and intelligent routing that sends complex cases to experienced adjusters.",
      },
      {
        icon: "chart",
        title: "Underwriting Models and Analytics",
        description:
          "Risk scoring, pricing support and underwriting workbench analytics built on governed data, with model monitoring that keeps decisions explainable to actuaries and regulators.",
      },
      {
        icon: "database",
        title: "IFRS 17 Data Foundations",
        description:
          "Data pipelines, cash-flow inputs and reconciliation controls that feed IFRS 17 measurement engines and financial reporting with traceable, auditable figures.",
      },
      {
        icon: "network",
        title: "Digital Distribution Portals",
        description:
          "Agent, broker and policyholder portals and mobile apps for quotes, issuance, endorsements and renewals, connected to core systems through secure, well-documented APIs.",
      },
      {
        icon: "signal",
        title: "Telematics and Connected Insurance",
        description:
          "Device firmware, data ingestion and analytics for vehicle telematics and connected home sensors that enable usage-based pricing and proactive loss prevention.",
      },
    ],
    metaDescription:
      "Insurance IT services: Guidewire and Duck Creek integration, claims automation, underwriting analytics, IFRS 17 data pipelines and digital portals.",
  },
  {
    slug: "retail",
    name: "Retail",
    path: "/industries/retail",
    icon: "cart",
    description:
      "Omnichannel commerce, store technology and supply-chain data engineering for retailers serving customers online and in-store.",
    title: "Retail Technology Solutions",
    subtitle:
      "Unify digital storefronts, store systems and supply-chain data so every channel sells from the same accurate view of inventory.",
    intro: {
      heading: "Connecting Every Channel, Store and Shelf",
      description:
        "Shoppers move between apps, websites and stores and expect consistent prices, stock and service everywhere. We build and integrate omnichannel commerce on platforms including Salesforce Commerce Cloud, connect order management and inventory systems, and develop the data pipelines behind demand forecasting and supply-chain visibility. Our embedded engineers bring firmware, device driver and Linux platform skills to POS terminals, handheld scanners, kiosks and edge gateways, while our cloud and QA teams keep peak-season traffic stable and releases predictable.",
    },
    offerings: [
      {
        icon: "cart",
        title: "Omnichannel Commerce Platforms",
        description:
          "Salesforce Commerce Cloud implementation, headless storefronts and order management integration supporting click-and-collect, ship-from-store and endless-aisle journeys.",
      },
      {
        icon: "store",
        title: "POS and Edge Device Engineering",
        description:
          "Firmware, device drivers, peripheral integration and secure remote updates for POS terminals, self-checkout kiosks, handheld scanners and in-store edge gateways.",
      },
      {
        icon: "trending-up",
        title: "Demand Forecasting and Pricing",
        description:
          "Machine learning forecasts at store and SKU level that combine sales history, promotions and seasonality to guide replenishment, markdown and pricing decisions.",
      },
      {
        icon: "truck",
        title: "Supply-Chain Visibility",
        description:
          "Event-driven integration across suppliers, warehouses, carriers and stores that gives planners a near real-time view of inventory, shipments and fulfillment exceptions.",
      },
      {
        icon: "user-check",
        title: "Customer Data and Personalization",
        description:
          "Unified customer profiles, loyalty program integration and Salesforce Marketing Cloud journeys that turn consented first-party data into relevant offers across channels.",
      },
      {
        icon: "cloud",
        title: "Peak-Ready Cloud and QA",
        description:
          "Cloud architecture, autoscaling, performance testing and test automation that prepare search, checkout and payment flows for festive-season sales and flash promotions.",
      },
    ],
    metaDescription:
      "Retail engineering: Salesforce Commerce Cloud, omnichannel integration, POS and edge device firmware, demand forecasting and supply-chain visibility.",
  },
  {
    slug: "automotive",
    name: "Automotive",
    path: "/industries/automotive",
    icon: "car",
    description:
      "ECU software, AUTOSAR, ADAS and EV battery management engineering aligned with ISO 26262 and ISO/SAE 21434.",
    title: "Automotive Engineering Solutions",
    subtitle:
      "Embedded software, validation and silicon expertise for software-defined vehicles, developed with functional safety and cybersecurity in mind from day one.",
    intro: {
      heading: "Engineering Software-Defined Vehicles Safely",
      description:
        "Modern vehicles depend on dozens of ECUs, rapidly growing software content and chips that must meet automotive-grade requirements. We support OEMs, Tier 1 suppliers and automotive semiconductor companies with Classic and Adaptive AUTOSAR development, ADAS and EV powertrain software, and development processes aligned with ISO 26262 and Automotive SPICE. Our cybersecurity engineers apply ISO/SAE 21434 threat analysis and secure boot, and our validation teams build HIL and SIL test benches. On the silicon side, we contribute DFT, safety-mechanism verification and qualification test support for automotive-grade chips.",
    },
    offerings: [
      {
        icon: "circuit",
        title: "AUTOSAR and ECU Software",
        description:
          "Classic and Adaptive AUTOSAR configuration, basic software and MCAL integration, application software components and UDS diagnostics for body, chassis and powertrain ECUs.",
      },
      {
        icon: "shield",
        title: "Functional Safety (ISO 26262)",
        description:
          "Hazard analysis, safety requirements, FMEA and FTA support, plus software development and verification work products prepared for ASIL-rated systems and safety assessments.",
      },
      {
        icon: "lock",
        title: "Automotive Cybersecurity",
        description:
          "TARA under ISO/SAE 21434, secure boot, secure diagnostics, key management and over-the-air update security designed into ECUs and gateways from the start.",
      },
      {
        icon: "radar",
        title: "ADAS Software and Validation",
        description:
          "Sensor interface drivers, perception and sensor-fusion software integration, and scenario-based validation for camera, radar and ultrasonic driver assistance functions.",
      },
      {
        icon: "monitor-check",
        title: "HIL and SIL Testing",
        description:
          "Hardware-in-the-loop and software-in-the-loop test benches, plant models, test automation and requirements traceability that catch integration faults before vehicle testing.",
      },
      {
        icon: "battery",
        title: "EV Battery Management Systems",
        description:
          "BMS firmware for cell monitoring, state-of-charge and state-of-health estimation, cell balancing and thermal protection, plus charger communication and diagnostics.",
      },
    ],
    metaDescription:
      "Automotive embedded engineering: AUTOSAR, ECU software, ADAS validation, HIL testing and EV BMS firmware aligned with ISO 26262 and ISO/SAE 21434.",
  },
  {
    slug: "telecom-and-network",
    name: "Telecom & Network",
    path: "/industries/telecom-and-network",
    icon: "signal",
    description:
      "5G RAN and O-RAN software, network virtualization, OSS/BSS and networking firmware for operators and equipment makers.",
    title: "Telecom & Network Solutions",
    subtitle:
      "Engineering for operators and network equipment vendors, from packet-processing firmware and virtualized network functions to OSS/BSS platforms.",
    intro: {
      heading: "Building Open, Programmable Networks",
      description:
        "With 5G, disaggregated O-RAN and cloud-native cores, networks have become software systems that must still deliver carrier-grade latency and availability. We help equipment makers and operators develop and test RAN software, containerize network functions for NFV and Kubernetes platforms, and build SDN controllers and automation. Our embedded teams write firmware and drivers for switches, routers and radio units, including DPDK-based packet processing, while our software and data teams modernize OSS/BSS, service assurance and network analytics. Our semiconductor engineers extend this to verification and validation of networking and SerDes silicon.",
    },
    offerings: [
      {
        icon: "signal",
        title: "5G RAN and O-RAN Engineering",
        description:
          "Development, integration and interoperability testing of O-RAN CU, DU and RU software, covering open fronthaul, E2 interfaces and near-real-time RIC xApps.",
      },
      {
        icon: "cloud",
        title: "NFV and Cloud-Native Functions",
        description:
          "Virtualizing and containerizing network functions for OpenStack and Kubernetes, with CI/CD pipelines, performance tuning and lifecycle orchestration for carrier-grade deployments.",
      },
      {
        icon: "workflow",
        title: "SDN and Network Automation",
        description:
          "SDN controller applications, NETCONF/YANG and gNMI models, and intent-based automation workflows that reduce manual configuration and speed up service provisioning.",
      },
      {
        icon: "circuit",
        title: "Embedded Networking Firmware",
        description:
          "Board support packages, Linux drivers and firmware for switches, routers, gateways and radio units, covering Ethernet PHYs, switching silicon and precision timing.",
      },
      {
        icon: "zap",
        title: "DPDK Packet Processing",
        description:
          "High-throughput data-plane software using DPDK and SmartNIC offloads, tuned for line-rate forwarding, low latency and efficient use of CPU cores.",
      },
      {
        icon: "server",
        title: "OSS/BSS Modernization",
        description:
          "Inventory, service assurance, mediation, billing and order management modernization using TM Forum Open APIs to support faster launches of new digital services.",
      },
    ],
    metaDescription:
      "Telecom and network engineering: 5G RAN and O-RAN software, NFV, SDN automation, DPDK packet processing, networking firmware and OSS/BSS modernization.",
  },
];
