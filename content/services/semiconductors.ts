import type { ServiceContent } from "../types";

export const semiconductorServices: readonly ServiceContent[] = [
  {
    name: "Analog and mixed-signal",
    group: "semiconductors",
    subcategory: "Design & Verification",
    department: "ams-design",
    title: "Analog & Mixed-Signal IC Design",
    subtitle:
      "Transistor-level design of data converters, PLLs, regulators and interface circuits, taken from specification to verified layout.",
    overview:
      "Our analog and mixed-signal engineers design ADCs, DACs, PLLs, bandgap references, LDOs and high-speed I/O at the transistor level in advanced and mature CMOS nodes. We run Monte Carlo, corner and aging simulations in Spectre and HSPICE, guide matching-aware custom layout, and close parasitic-extracted performance against the specification. Real-number models and Verilog-AMS views let the analog blocks plug straight into digital and top-level mixed-signal verification.",
    benefits: [
      {
        icon: "activity",
        title: "Robust across variation",
        description:
          "Monte Carlo and PVT sweeps are run from the first schematic, so yield risks surface long before tape-out.",
      },
      {
        icon: "layers",
        title: "Layout-aware design",
        description:
          "Matching, shielding and parasitic effects are planned with the layout team instead of fixed after extraction.",
      },
      {
        icon: "badge-check",
        title: "Verification-ready models",
        description:
          "Behavioral and real-number models of every block let SoC teams simulate the full chip without waiting for SPICE.",
      },
    ],
    offerings: [
      "ADC and DAC architecture, design and characterization planning",
      "PLL, DLL and clock generation circuit design",
      "Bandgap references, LDOs and power-management blocks",
      "SerDes and high-speed I/O analog front ends",
      "Matching-aware custom layout and post-layout extraction",
      "Monte Carlo, corner and reliability (EM/aging) simulation",
      "Verilog-AMS and real-number modeling for mixed-signal verification",
    ],
    metaDescription:
      "Analog and mixed-signal IC design services: ADCs, DACs, PLLs, LDOs and SerDes front ends, from transistor-level schematics to post-layout signoff.",
  },
  {
    name: "ATE",
    group: "semiconductors",
    subcategory: "Test & Validation",
    department: "ate-services",
    title: "Automated Test Equipment (ATE) Services",
    subtitle:
      "Production test programs for wafer probe and final test, built to cut test time and protect yield from first silicon to volume ramp.",
    overview:
      "We develop and debug ATE test programs on Advantest V93000 and Teradyne UltraFLEX and J750 platforms, covering wafer sort, final test and system-level screening. Our engineers convert ATPG patterns from STIL and WGL, write parametric, functional and mixed-signal tests, and design load boards and probe-card interfaces with the hardware team. After release we correlate results across testers and sites, apply multi-site and test-time reduction, and analyze bin and parametric data to drive yield improvement.",
    benefits: [
      {
        icon: "rocket",
        title: "Faster production ramp",
        description:
          "Test programs are brought up and correlated on the tester early, so first silicon moves quickly into qualified volume flow.",
      },
      {
        icon: "coins",
        title: "Lower cost of test",
        description:
          "Multi-site enablement, pattern optimization and test-time reduction directly reduce per-unit tester seconds.",
      },
      {
        icon: "chart",
        title: "Data-driven yield learning",
        description:
          "Bin, wafer-map and parametric analysis points to the process or design issues that actually cost yield.",
      },
    ],
    offerings: [
      "Test program development on Advantest V93000 and Teradyne platforms",
      "ATPG pattern conversion, debug and tester bring-up",
      "Wafer probe and final test flow definition",
      "Load board, DIB and probe-card interface design",
      "Multi-site enablement and test-time reduction",
      "Tester-to-tester and bench-to-ATE correlation",
      "Yield, bin and parametric data analysis",
    ],
    metaDescription:
      "ATE test program development on Advantest 93K and Teradyne platforms: probe and final test, pattern bring-up, multi-site, test-time reduction and yield.",
  },
  {
    name: "Bench characterization",
    group: "semiconductors",
    subcategory: "Test & Validation",
    department: "bench-characterization",
    title: "Bench Characterization of Silicon",
    subtitle:
      "Lab measurement of silicon performance across process, voltage and temperature to confirm every datasheet parameter with real data.",
    overview:
      "Bench characterization establishes how a device really behaves across process corners, supply voltage and temperature before its datasheet is finalized. Our engineers build automated setups around oscilloscopes, SMUs, spectrum and network analyzers and thermal forcing systems, scripted in Python with PyVISA for repeatable sweeps. We measure DC parametrics, jitter, eye diagrams, converter linearity and power, then deliver shmoo plots, statistical distributions and guard-band recommendations that feed ATE limits and datasheet specifications.",
    benefits: [
      {
        icon: "file-check",
        title: "Datasheet confidence",
        description:
          "Every published min, typ and max value is backed by measurements taken across skewed material and temperature.",
      },
      {
        icon: "repeat",
        title: "Repeatable automated sweeps",
        description:
          "Scripted instrument control replaces manual bench work, producing consistent data that can be rerun on any revision.",
      },
      {
        icon: "ruler",
        title: "Sound production limits",
        description:
          "Statistical analysis of characterization data gives ATE teams defensible test limits and guard bands.",
      },
    ],
    offerings: [
      "Characterization plans mapped to datasheet parameters",
      "Automated bench setups using Python and PyVISA instrument control",
      "PVT sweeps with thermal forcing and corner-lot material",
      "DC parametric, leakage and power consumption measurement",
      "High-speed I/O jitter, eye diagram and compliance testing",
      "ADC/DAC linearity, SNR and dynamic performance analysis",
      "Shmoo plots, statistical reports and guard-band recommendations",
    ],
    metaDescription:
      "Silicon bench characterization across PVT: automated lab setups, DC and AC parametrics, jitter and converter measurements, shmoo plots and datasheet data.",
  },
  {
    name: "Design verification",
    group: "semiconductors",
    subcategory: "Design & Verification",
    department: "design-verification",
    title: "ASIC & SoC Design Verification",
    subtitle:
      "Coverage-driven UVM and formal verification that finds functional bugs in RTL before they turn into costly silicon respins.",
    overview:
      "Our verification engineers build reusable UVM testbenches in SystemVerilog, from block level through subsystem and full SoC. We write verification plans tied to the specification, constrained-random stimulus, scoreboards, SystemVerilog assertions and functional coverage models, and use formal property checking where simulation struggles to reach corner cases. Verification IP for interfaces such as PCIe, DDR, USB, AXI and Ethernet is integrated and configured, and regressions are tracked to closure of code and functional coverage.",
    benefits: [
      {
        icon: "target",
        title: "Fewer silicon respins",
        description:
          "Coverage closure against a reviewed verification plan catches functional bugs while they are still cheap to fix.",
      },
      {
        icon: "blocks",
        title: "Reusable testbench assets",
        description:
          "Modular UVM environments carry forward from block to SoC level and onto the next derivative chip.",
      },
      {
        icon: "clipboard-check",
        title: "Measurable signoff criteria",
        description:
          "Coverage dashboards and bug-trend tracking show exactly how close a design is to verification complete.",
      },
    ],
    offerings: [
      "Verification planning and specification-to-coverage mapping",
      "UVM testbench architecture at block, subsystem and SoC level",
      "Constrained-random stimulus, scoreboards and reference models",
      "SystemVerilog assertions and formal property verification",
      "VIP integration for PCIe, DDR, USB, AXI and Ethernet",
      "Gate-level and low-power (UPF) simulation",
      "Regression management and code and functional coverage closure",
    ],
    metaDescription:
      "ASIC and SoC design verification: UVM testbenches, constrained-random stimulus, SVA, formal verification, VIP integration and coverage closure.",
  },
  {
    name: "DFT",
    group: "semiconductors",
    subcategory: "Implementation & Signoff",
    department: "dft-services",
    title: "Design for Testability (DFT)",
    subtitle:
      "Test architecture, scan and ATPG engineering that delivers high fault coverage at low test cost for every die you ship.",
    overview:
      "We define and implement DFT architectures covering scan insertion, test compression, ATPG, memory BIST, logic BIST and boundary scan to IEEE 1149.1 and IEEE 1687 (IJTAG). Our engineers generate stuck-at, transition and cell-aware patterns, analyze and improve fault coverage, and verify patterns with zero-delay and timing-annotated gate-level simulation. We work closely with physical design on scan chain reordering and test-mode timing, and hand off STIL patterns ready for ATE bring-up and silicon diagnosis.",
    benefits: [
      {
        icon: "radar",
        title: "High fault coverage",
        description:
          "Coverage analysis and test-point insertion push stuck-at and at-speed coverage to the targets your quality goals demand.",
      },
      {
        icon: "timer",
        title: "Reduced test time",
        description:
          "Scan compression and balanced chain architecture shrink pattern volume and tester time per device.",
      },
      {
        icon: "handshake",
        title: "Smooth ATE handoff",
        description:
          "Patterns are simulated and debugged before tape-out, so tester bring-up starts from a known-good baseline.",
      },
    ],
    offerings: [
      "DFT architecture definition and test-mode planning",
      "Scan insertion and compression architecture planning",
      "Stuck-at, transition and cell-aware ATPG pattern generation",
      "MBIST and LBIST insertion, repair and verification",
      "Boundary scan and IJTAG per IEEE 1149.1 and 1687",
      "Fault coverage analysis and test-point insertion",
      "Pattern simulation, STIL handoff and silicon failure diagnosis",
    ],
    metaDescription:
      "Design for testability services: scan insertion, test compression, ATPG, MBIST, LBIST and IEEE 1149.1/1687 boundary scan for high fault coverage.",
  },
  {
    name: "FPGA design",
    group: "semiconductors",
    subcategory: "Design & Verification",
    department: "fpga-design",
    title: "FPGA Design & Development",
    subtitle:
      "FPGA and SoC FPGA designs on AMD and Intel devices, from architecture and RTL through timing closure and on-board bring-up.",
    overview:
      "We design FPGA solutions on AMD (Xilinx) Versal, UltraScale+ and Zynq devices and Intel Agilex, Stratix and Cyclone families, as well as Lattice and Microchip parts. Work spans architecture, VHDL and SystemVerilog RTL, IP integration in Vivado and Quartus, high-level synthesis, and timing closure with proper clock-domain-crossing design. For SoC FPGAs we integrate the processing system with programmable logic over AXI, develop the hardware-software interface, and validate designs on the target board with integrated logic analyzers.",
    benefits: [
      {
        icon: "rocket",
        title: "Faster time to market",
        description:
          "Reprogrammable hardware lets you ship and update products without waiting on an ASIC schedule.",
      },
      {
        icon: "timer",
        title: "Timing closed early",
        description:
          "Floorplanning, constraint discipline and CDC analysis keep designs meeting timing as utilization grows.",
      },
      {
        icon: "link",
        title: "Hardware and software aligned",
        description:
          "PS-PL integration and driver interfaces are developed together, so the board boots with working software.",
      },
    ],
    offerings: [
      "FPGA architecture and device selection studies",
      "VHDL and SystemVerilog RTL development and IP integration",
      "Vivado and Quartus implementation and timing closure",
      "Zynq, MPSoC and Agilex SoC FPGA processor integration",
      "High-level synthesis for DSP and video pipelines",
      "High-speed transceiver, PCIe and DDR interface design",
      "On-board bring-up and debug with ILA and SignalTap",
    ],
    metaDescription:
      "FPGA design on AMD Xilinx, Intel, Lattice and Microchip devices: RTL, IP integration, SoC FPGA, HLS, timing closure and on-board bring-up.",
  },
  {
    name: "In-house silicon validation lab",
    group: "semiconductors",
    subcategory: "Test & Validation",
    department: "validation-lab",
    title: "In-House Silicon Validation Lab",
    subtitle:
      "A dedicated Hyderabad lab where your silicon, boards and test setups are brought up, exercised and debugged by our engineers.",
    overview:
      "Our Hyderabad validation lab gives customers a place to bring up and exercise silicon without building their own facility. Benches are equipped with oscilloscopes, logic and protocol analyzers, source-measure units, programmable supplies and thermal forcing, and are set up for ESD-safe handling of engineering samples. We host customer boards and automation frameworks, run validation campaigns on shifts that complement overseas teams, and maintain controlled tracking of samples, instruments, calibration and test results.",
    benefits: [
      {
        icon: "building",
        title: "No lab build-out",
        description:
          "You gain a staffed, equipped validation lab without capital spending on instruments, space or setup.",
      },
      {
        icon: "clock",
        title: "Around-the-clock progress",
        description:
          "Working hours that complement other time zones keep validation moving while your core team is offline.",
      },
      {
        icon: "package",
        title: "Controlled sample handling",
        description:
          "ESD-safe procedures and tracked inventories protect scarce engineering samples and their test history.",
      },
    ],
    offerings: [
      "Equipped benches for post-silicon bring-up and debug",
      "Hosting and maintenance of customer evaluation boards",
      "Protocol analyzers for PCIe, USB, DDR and Ethernet debug",
      "Thermal forcing for temperature-dependent testing",
      "Automated validation regressions run in extended shifts",
      "ESD-safe sample handling, inventory and chain of custody",
      "Instrument calibration tracking and result traceability",
    ],
    metaDescription:
      "In-house silicon validation lab in Hyderabad: equipped benches, protocol analyzers, thermal forcing, board hosting and automated validation runs.",
  },
  {
    name: "Physical design",
    group: "semiconductors",
    subcategory: "Implementation & Signoff",
    department: "physical-design",
    title: "Physical Design & Implementation",
    subtitle:
      "Netlist-to-GDSII implementation that closes timing, power and area targets on advanced process nodes.",
    overview:
      "Our physical design engineers take synthesized netlists to GDSII at block and full-chip level using Cadence Innovus and Synopsys Fusion Compiler and IC Compiler II. The work covers floorplanning, power grid planning, placement, clock tree synthesis, routing and timing closure, with IR drop and electromigration analysis built into each iteration. We handle multi-voltage and power-gated designs, hierarchical partitioning and FinFET-specific rules, and deliver clean physical verification results ready for signoff.",
    benefits: [
      {
        icon: "compass",
        title: "Predictable convergence",
        description:
          "Early floorplan and power-grid decisions prevent late congestion and timing surprises in the route stage.",
      },
      {
        icon: "zap",
        title: "Optimized power and area",
        description:
          "Careful placement, clock-tree design and multi-Vt optimization meet PPA goals without over-design.",
      },
      {
        icon: "database",
        title: "Signoff-ready databases",
        description:
          "Blocks leave implementation with timing, IR/EM and DRC/LVS issues already addressed for the signoff team.",
      },
    ],
    offerings: [
      "Floorplanning, partitioning and macro placement",
      "Power grid design and multi-voltage (UPF) implementation",
      "Placement optimization and congestion analysis",
      "Clock tree synthesis and clock skew balancing",
      "Detailed routing with FinFET and multi-patterning rules",
      "IR drop and electromigration analysis and fixing",
      "Block and full-chip timing closure to GDSII",
    ],
    metaDescription:
      "Physical design services from netlist to GDSII: floorplanning, power grid, placement, CTS, routing, IR/EM analysis and timing closure on advanced nodes.",
  },
  {
    name: "Prototyping and Emulation",
    group: "semiconductors",
    subcategory: "Design & Verification",
    department: "prototyping-emulation",
    title: "FPGA Prototyping & Hardware Emulation",
    subtitle:
      "Run real software on your SoC design months before silicon with FPGA prototypes and hardware emulation platforms.",
    overview:
      "We map SoC and IP designs onto hardware emulators such as Cadence Palladium, Synopsys ZeBu and Siemens Veloce, and onto multi-FPGA prototyping systems like HAPS. Our engineers partition large designs, handle clock and memory modeling, and integrate speed bridges and transactors so real peripherals and host software can connect. The resulting platforms let firmware, driver and operating system teams boot and debug software early, while verification teams run long system-level workloads no simulator can finish.",
    benefits: [
      {
        icon: "code",
        title: "Earlier software start",
        description:
          "Firmware and OS bring-up begins on pre-silicon hardware, shortening the schedule after first silicon arrives.",
      },
      {
        icon: "bug",
        title: "System-level bug discovery",
        description:
          "Running full workloads exposes hardware-software interaction bugs that block-level simulation misses.",
      },
      {
        icon: "gauge",
        title: "Higher execution speed",
        description:
          "Emulation and prototyping run orders of magnitude faster than RTL simulation for long test sequences.",
      },
    ],
    offerings: [
      "Emulation on Palladium, ZeBu and Veloce platforms",
      "Multi-FPGA prototype partitioning and bring-up",
      "ASIC-to-FPGA RTL conversion, clocking and memory modeling",
      "Transactor and speed-bridge integration for real peripherals",
      "Pre-silicon firmware, driver and OS boot enablement",
      "Hybrid emulation with virtual prototypes",
      "Debug using waveform capture and hardware triggers",
    ],
    metaDescription:
      "FPGA prototyping and hardware emulation on Palladium, ZeBu, Veloce and HAPS: design partitioning, transactors and pre-silicon software bring-up.",
  },
  {
    name: "RTL design",
    group: "semiconductors",
    subcategory: "Design & Verification",
    department: "rtl-design",
    title: "RTL Design & Microarchitecture",
    subtitle:
      "Synthesizable, lint-clean SystemVerilog and VHDL for IP blocks and SoCs, built from a reviewed microarchitecture.",
    overview:
      "We translate product specifications into microarchitecture documents and synthesizable RTL in SystemVerilog, Verilog and VHDL. Our designers build datapaths, controllers, bus fabrics and SoC integration on AMBA AXI, AHB and APB, with clock-domain and reset-domain crossing handled by design and checked with CDC/RDC tools. Every block is lint-clean, annotated with assertions, and written with synthesis, power intent (UPF) and DFT in mind so it moves cleanly into verification and implementation.",
    benefits: [
      {
        icon: "handshake",
        title: "Clean handoff downstream",
        description:
          "Lint, CDC and synthesis checks are run before release, so verification and physical design start without rework.",
      },
      {
        icon: "chip",
        title: "PPA-conscious design",
        description:
          "Microarchitecture choices are weighed for performance, power and area before a single line of RTL is written.",
      },
      {
        icon: "wrench",
        title: "Maintainable IP",
        description:
          "Parameterized, documented RTL can be reused and configured across product variants.",
      },
    ],
    offerings: [
      "Microarchitecture specification and design reviews",
      "SystemVerilog, Verilog and VHDL RTL coding",
      "SoC integration on AMBA AXI, AHB and APB fabrics",
      "Clock-domain and reset-domain crossing design and checks",
      "Lint, CDC and RDC analysis using industry tools",
      "Low-power design with clock gating and UPF power intent",
      "Embedded assertions and design documentation for reuse",
    ],
    metaDescription:
      "RTL design services: microarchitecture, SystemVerilog and VHDL coding, AMBA SoC integration, CDC/RDC, lint and low-power design for ASIC and IP.",
  },
  {
    name: "Design Signoff",
    group: "semiconductors",
    subcategory: "Implementation & Signoff",
    department: "design-signoff",
    title: "Design Signoff & Tape-Out Readiness",
    subtitle:
      "Timing, power, physical and reliability signoff checks that confirm a design is ready for tape-out.",
    overview:
      "Before a design goes to the foundry, every signoff criterion must be met and documented. We run physical verification with Calibre and IC Validator for DRC, LVS, antenna and density, extract parasitics with StarRC or Quantus, and close timing in PrimeTime or Tempus across all signoff corners. Power integrity and reliability signoff with RedHawk or Voltus covers static and dynamic IR drop and electromigration, followed by logical equivalence checking and a tape-out checklist review with your team.",
    benefits: [
      {
        icon: "target",
        title: "First-pass silicon focus",
        description:
          "Comprehensive checks reduce the risk of errors that only appear after expensive mask and wafer costs.",
      },
      {
        icon: "badge-check",
        title: "Foundry-compliant results",
        description:
          "Runsets and corners follow the foundry's signoff requirements, avoiding late rejections at tape-out.",
      },
      {
        icon: "file-text",
        title: "Clear waiver records",
        description:
          "Every waived violation is reviewed and documented, giving teams an auditable tape-out record.",
      },
    ],
    offerings: [
      "DRC, LVS, antenna and density checks with Calibre",
      "Parasitic extraction with StarRC and Quantus",
      "Multi-corner timing signoff in PrimeTime and Tempus",
      "Static and dynamic IR drop and EM signoff",
      "Logical equivalence checking with Formality and Conformal",
      "ESD, latch-up and reliability rule verification",
      "Tape-out checklists, waiver review and GDSII release",
    ],
    metaDescription:
      "Design signoff services: DRC/LVS, parasitic extraction, timing, IR drop and EM, equivalence checking and tape-out checklist review before GDSII release.",
  },
  {
    name: "Silicon validation",
    group: "semiconductors",
    subcategory: "Test & Validation",
    department: "silicon-validation",
    title: "Post-Silicon Validation",
    subtitle:
      "Systematic post-silicon bring-up and validation that proves first silicon meets its specification in real systems.",
    overview:
      "When first silicon returns, our engineers plan and run post-silicon bring-up, from power-on and clocking to booting firmware on validation boards. We validate functional behavior, high-speed interfaces such as PCIe, DDR, USB and MIPI, power management states and electrical margins across process, voltage and temperature. Python-based automation frameworks drive instruments and the device under test, and failures are debugged with JTAG, scan dumps and on-chip trace until root cause is clear to design teams.",
    benefits: [
      {
        icon: "rocket",
        title: "Faster time to production",
        description:
          "Structured bring-up and prioritized validation plans move first silicon toward production release quickly.",
      },
      {
        icon: "microscope",
        title: "Root causes, not symptoms",
        description:
          "Failures are isolated to design, board, firmware or process, giving design teams precise fixes for the next stepping.",
      },
      {
        icon: "ruler",
        title: "Proven operating margins",
        description:
          "Validation across PVT confirms the device works with margin at the edges of its specification.",
      },
    ],
    offerings: [
      "Post-silicon validation planning and bring-up",
      "Validation board specification and bring-up support",
      "Functional and system-level validation test development",
      "PCIe, DDR, USB and MIPI interface validation",
      "Power management and low-power state validation",
      "Python automation frameworks for instrument and DUT control",
      "JTAG and on-chip trace debug with root-cause analysis",
    ],
    metaDescription:
      "Post-silicon validation: first-silicon bring-up, PCIe/DDR/USB interface validation, characterization across PVT, automation and root-cause debug.",
  },
  {
    name: "Synthesis and STA",
    group: "semiconductors",
    subcategory: "Implementation & Signoff",
    department: "synthesis-sta",
    title: "Logic Synthesis & Static Timing Analysis",
    subtitle:
      "Constraint-driven synthesis and multi-mode multi-corner timing analysis that keep your design on its frequency target.",
    overview:
      "We synthesize RTL to gate-level netlists with Synopsys Design Compiler and Fusion Compiler and Cadence Genus, tuning for timing, area and power with physical-aware flows. Our STA engineers write and validate SDC constraints covering clocks, generated clocks, exceptions and I/O budgets, then analyze timing across multi-mode multi-corner scenarios with on-chip variation (AOCV/POCV) in PrimeTime and Tempus. Violations are resolved through targeted functional and timing ECOs, with equivalence checking to confirm the netlist still matches the RTL.",
    benefits: [
      {
        icon: "clipboard-check",
        title: "Correct constraints first",
        description:
          "Reviewed and validated SDC avoids both missed timing paths and wasted effort on false ones.",
      },
      {
        icon: "timer",
        title: "Faster timing closure",
        description:
          "Automated ECO generation resolves setup, hold and transition violations in fewer implementation loops.",
      },
      {
        icon: "layers",
        title: "Full scenario coverage",
        description:
          "MCMM analysis with variation models checks every functional, test and power mode the chip will run in.",
      },
    ],
    offerings: [
      "Logic synthesis with Design Compiler, Fusion Compiler and Genus",
      "SDC constraint development, review and validation",
      "Multi-mode multi-corner STA with AOCV and POCV",
      "Timing budgeting for hierarchical and IP-based designs",
      "Functional and timing ECO generation and implementation",
      "Formal equivalence checking of RTL against netlists",
      "Crosstalk and signal integrity timing analysis",
    ],
    metaDescription:
      "Logic synthesis and static timing analysis: SDC constraints, MCMM timing with OCV, ECO implementation and equivalence checking for timing closure.",
  },
];
