import type { ServiceContent } from "../types";

export const embeddedServices: readonly ServiceContent[] = [
  {
    name: "Bare metal programming",
    group: "embedded",
    subcategory: "Firmware & Drivers",
    department: "bare-metal",
    title: "Bare-Metal Firmware Development",
    subtitle:
      "Lean, deterministic firmware written directly on the hardware for microcontrollers where every cycle and byte counts.",
    overview:
      "We write bare-metal firmware in C, C++ and assembly for ARM Cortex-M and Cortex-R, RISC-V and other microcontroller architectures, without the overhead of an operating system. Our engineers develop startup code, linker scripts, clock and interrupt configuration, and register-level peripheral drivers, then structure the application around super-loops, state machines and interrupt-driven scheduling. Code follows MISRA C guidelines, is optimized for memory footprint and power, and is debugged on target using JTAG/SWD probes and trace.",
    benefits: [
      {
        icon: "clock",
        title: "Deterministic timing",
        description:
          "Direct control of interrupts and peripherals gives predictable response times for real-time control loops.",
      },
      {
        icon: "binary",
        title: "Minimal resource footprint",
        description:
          "Tight code and memory layouts let products run on smaller, lower-cost microcontrollers.",
      },
      {
        icon: "battery",
        title: "Longer battery life",
        description:
          "Careful use of sleep modes and clock gating extends runtime for battery-powered devices.",
      },
    ],
    offerings: [
      "Startup code, linker scripts and memory map design",
      "Register-level peripheral drivers for UART, SPI, I2C and ADC",
      "Interrupt, DMA and timer configuration for real-time control",
      "Low-power modes and wake-up source management",
      "MISRA C compliant coding and static analysis",
      "Secure bootloaders and field firmware update mechanisms",
      "On-target debug with JTAG, SWD and trace tools",
    ],
    metaDescription:
      "Bare-metal firmware for ARM Cortex-M and RISC-V microcontrollers: startup code, register-level drivers, low-power design and MISRA C compliant code.",
  },
  {
    name: "Board support package",
    group: "embedded",
    subcategory: "OS & Platform",
    department: "bsp-development",
    title: "Board Support Package Development",
    subtitle:
      "Complete BSPs that boot your custom board reliably, from first-stage bootloader to a fully configured kernel and drivers.",
    overview:
      "A board support package is what turns a new hardware design into a usable software platform. We bring up custom boards built on NXP i.MX, TI Sitara, Qualcomm, Renesas, Microchip and other SoCs, porting bootloaders such as U-Boot, writing device trees, configuring the Linux kernel and integrating peripheral drivers. BSPs are delivered as Yocto layers or Buildroot configurations, or for RTOS targets like Zephyr, FreeRTOS and QNX, with power management, boot-time tuning and documented build and flashing procedures.",
    benefits: [
      {
        icon: "circuit",
        title: "Faster board bring-up",
        description:
          "Experienced bring-up engineers get new hardware booting quickly and feed hardware issues back to the board team early.",
      },
      {
        icon: "repeat",
        title: "Reproducible builds",
        description:
          "Yocto layers and scripted builds let any engineer regenerate the exact same images for production.",
      },
      {
        icon: "users",
        title: "Application teams unblocked",
        description:
          "A stable, documented platform lets application developers focus on product features instead of low-level plumbing.",
      },
    ],
    offerings: [
      "Hardware bring-up and board schematic review",
      "U-Boot and first-stage bootloader porting and configuration",
      "Device tree development and kernel configuration",
      "Yocto layers, Buildroot configurations and SDK generation",
      "Power management, suspend/resume and DVFS support",
      "Boot-time optimization and secure boot enablement",
      "BSP maintenance and kernel version upgrades",
    ],
    metaDescription:
      "Board support package development: U-Boot, device trees, Linux kernel bring-up, Yocto layers, RTOS BSPs, power management and secure boot.",
  },
  {
    name: "CI/CD",
    group: "embedded",
    subcategory: "OS & Platform",
    department: "embedded-cicd",
    title: "CI/CD for Embedded Systems",
    subtitle:
      "Automated build, test and release pipelines for firmware and embedded Linux, including real hardware in the loop.",
    overview:
      "Embedded teams benefit from continuous integration as much as web teams do, but need pipelines that understand cross-compilers, large Yocto builds and physical targets. We build pipelines in Jenkins, GitLab CI and GitHub Actions with containerized toolchains, build caching, and static analysis and unit testing on every commit. Hardware-in-the-loop test farms flash and exercise real boards automatically, and release stages sign artifacts, generate SBOMs and publish images for over-the-air update systems.",
    benefits: [
      {
        icon: "git-branch",
        title: "Issues caught per commit",
        description:
          "Every change is built, analyzed and tested automatically, so regressions are found within minutes rather than at integration.",
      },
      {
        icon: "wrench",
        title: "Consistent toolchains",
        description:
          "Containerized build environments remove the gap between a developer's laptop and the release build.",
      },
      {
        icon: "tags",
        title: "Traceable releases",
        description:
          "Signed artifacts, SBOMs and versioned pipelines make it clear exactly what shipped in every firmware image.",
      },
    ],
    offerings: [
      "Pipeline design in Jenkins, GitLab CI and GitHub Actions",
      "Containerized cross-compilation toolchains with Docker",
      "Yocto build acceleration with shared state and caching",
      "Static analysis and unit testing integrated into builds",
      "Hardware-in-the-loop test farms with automated flashing",
      "Artifact signing, SBOM generation and release management",
      "OTA update pipeline integration with Mender or SWUpdate",
    ],
    metaDescription:
      "CI/CD for embedded software: Jenkins and GitLab pipelines, containerized toolchains, Yocto caching, hardware-in-the-loop testing and signed OTA releases.",
  },
  {
    name: "Device drivers",
    group: "embedded",
    subcategory: "Firmware & Drivers",
    department: "device-drivers",
    title: "Device Driver Development",
    subtitle:
      "Stable, performant drivers for Linux, Windows and RTOS platforms that let your hardware work well with the operating system.",
    overview:
      "We develop kernel and user-space drivers for Linux, Android, Windows and RTOS platforms, covering buses and peripherals such as PCIe, USB, I2C, SPI, SDIO, Ethernet, CAN, cameras, displays and audio. Our engineers work within the relevant frameworks, including V4L2, ALSA, DRM/KMS, netdev and WDF, and design for DMA efficiency, interrupt handling and power management. Drivers are stress-tested, profiled and prepared for upstream submission to the mainline Linux kernel where customers want long-term community maintenance.",
    benefits: [
      {
        icon: "gauge",
        title: "Full hardware performance",
        description:
          "Efficient DMA, interrupt and buffer handling lets devices reach their rated throughput and latency.",
      },
      {
        icon: "shield",
        title: "Operating system stability",
        description:
          "Drivers that follow kernel frameworks and locking rules avoid crashes, hangs and memory corruption in the field.",
      },
      {
        icon: "wrench",
        title: "Lower maintenance burden",
        description:
          "Upstream-quality code keeps pace with kernel updates instead of being reworked for every new release.",
      },
    ],
    offerings: [
      "Linux kernel drivers for PCIe, USB, I2C, SPI and SDIO",
      "Camera, display and audio drivers on V4L2, DRM and ALSA",
      "Network and CAN drivers for Ethernet and automotive buses",
      "Windows KMDF and UMDF driver development",
      "RTOS and bare-metal driver development for Zephyr and FreeRTOS",
      "Driver performance profiling, stress and stability testing",
      "Upstream patch preparation and Linux kernel submission",
    ],
    metaDescription:
      "Device driver development for Linux, Windows and RTOS: PCIe, USB, camera, display, audio, network and CAN drivers, with upstream-ready kernel code.",
  },
  {
    name: "Diagnostics",
    group: "embedded",
    subcategory: "Firmware & Drivers",
    department: "embedded-diagnostics",
    title: "Embedded Diagnostics & Fault Management",
    subtitle:
      "On-board diagnostics, self-test and fault logging that help products detect, report and recover from failures in the field.",
    overview:
      "We build the diagnostic layers that let embedded products test themselves and explain their failures. This includes power-on and built-in self-test for memory, peripherals and communication links, runtime health monitoring, and watchdog and fault recovery strategies. For automotive and industrial systems we implement UDS (ISO 14229) and OBD diagnostic services, DTC management and diagnostic communication over CAN and DoIP, along with factory test firmware and remote logging that shorten root-cause analysis for field returns.",
    benefits: [
      {
        icon: "search",
        title: "Quicker fault isolation",
        description:
          "Structured diagnostic trouble codes and logs point service teams to the failing component directly.",
      },
      {
        icon: "activity",
        title: "Higher system uptime",
        description:
          "Runtime monitoring and recovery strategies keep devices running or failing safely when faults occur.",
      },
      {
        icon: "flask",
        title: "Efficient manufacturing test",
        description:
          "Dedicated factory diagnostic firmware speeds up end-of-line testing and board-level screening.",
      },
    ],
    offerings: [
      "Power-on and built-in self-test for memory and peripherals",
      "UDS (ISO 14229) and OBD diagnostic service implementation",
      "DTC management and diagnostic communication over CAN and DoIP",
      "Watchdog, health monitoring and fault recovery strategies",
      "Manufacturing and end-of-line test firmware",
      "Crash dumps, event logging and remote telemetry",
      "PC-based diagnostic and service tools",
    ],
    metaDescription:
      "Embedded diagnostics: built-in self-test, UDS and OBD services, DTC management, watchdog and fault recovery, factory test firmware and field logging.",
  },
  {
    name: "OS porting and customization",
    group: "embedded",
    subcategory: "OS & Platform",
    department: "os-porting",
    title: "OS Porting & Customization",
    subtitle:
      "Porting and tailoring Linux, Android and real-time operating systems to new processors, boards and product requirements.",
    overview:
      "We port operating systems to new hardware and customize them to fit a product's constraints. Our engineers adapt embedded Linux, Android (AOSP), Zephyr, FreeRTOS, QNX and VxWorks to new SoCs and architectures, migrate applications between RTOSes, and apply PREEMPT_RT patches where real-time response matters. Customization covers kernel and root file system trimming, scheduler tuning, boot-time and memory reduction, security hardening and long-term maintenance of kernel and middleware versions.",
    benefits: [
      {
        icon: "shuffle",
        title: "Hardware flexibility",
        description:
          "Porting expertise lets you move to a new processor or architecture without rewriting your application stack.",
      },
      {
        icon: "cog",
        title: "Tuned for the product",
        description:
          "Trimmed kernels and file systems reduce boot time, memory use and attack surface for each device.",
      },
      {
        icon: "zap",
        title: "Real-time where needed",
        description:
          "PREEMPT_RT and RTOS configuration bring worst-case latencies within the limits your control loops require.",
      },
    ],
    offerings: [
      "Embedded Linux porting to new SoCs and architectures",
      "Android AOSP porting, HAL development and customization",
      "Zephyr, FreeRTOS, QNX and VxWorks porting",
      "RTOS-to-RTOS and RTOS-to-Linux application migration",
      "PREEMPT_RT integration and latency tuning",
      "Kernel and root file system footprint reduction",
      "Long-term kernel maintenance and security patching",
    ],
    metaDescription:
      "OS porting and customization: embedded Linux, Android AOSP, Zephyr, FreeRTOS, QNX and VxWorks on new hardware, with PREEMPT_RT and footprint tuning.",
  },
  {
    name: "Cyber security",
    group: "embedded",
    subcategory: "Security & V&V",
    department: "embedded-cybersecurity",
    title: "Embedded Cybersecurity",
    subtitle:
      "Security engineering for connected devices, from threat analysis and secure boot to standards-aligned development practices.",
    overview:
      "Connected devices need security designed in from the hardware root of trust upward. We perform threat analysis and risk assessment (TARA) aligned with ISO/SAE 21434 for automotive and IEC 62443 for industrial systems, and map requirements to regulations such as the EU Cyber Resilience Act. Implementation work includes secure boot chains, TrustZone and TEE integration, secure key storage with HSMs and TPMs, encrypted communication and signed firmware updates, backed by penetration testing, fuzzing and SBOM-based vulnerability management.",
    benefits: [
      {
        icon: "shield",
        title: "Reduced attack surface",
        description:
          "Threat-driven design closes the interfaces and weaknesses an attacker is most likely to exploit.",
      },
      {
        icon: "badge-check",
        title: "Standards alignment",
        description:
          "Work products follow ISO/SAE 21434 and IEC 62443 processes, supporting your own compliance and audits.",
      },
      {
        icon: "lock",
        title: "Trusted firmware updates",
        description:
          "Signed and verified update chains prevent tampered images from ever running on a device.",
      },
    ],
    offerings: [
      "Threat analysis and risk assessment (TARA)",
      "ISO/SAE 21434 and IEC 62443 security process support",
      "Secure boot and hardware root of trust implementation",
      "TrustZone, OP-TEE, HSM and TPM integration",
      "TLS, secure key provisioning and encrypted storage",
      "Penetration testing and protocol fuzzing of devices",
      "SBOM creation and vulnerability monitoring",
    ],
    metaDescription:
      "Embedded cybersecurity: TARA, ISO/SAE 21434 and IEC 62443 support, secure boot, TrustZone and HSM integration, penetration testing and SBOMs.",
  },
  {
    name: "Verification and validation",
    group: "embedded",
    subcategory: "Security & V&V",
    department: "embedded-vv",
    title: "Embedded Software Verification & Validation",
    subtitle:
      "Independent testing of embedded software, from unit level to hardware-in-the-loop, with traceability from requirements to results.",
    overview:
      "Our V&V engineers verify that embedded software meets its requirements and validate that the product works as intended in its real environment. We write unit and integration tests with code coverage up to MC/DC, perform static analysis against MISRA C and CERT C, and build HIL and SIL test benches with tools such as dSPACE, NI VeriStand and Vector CANoe. Test processes follow ISO 26262, IEC 61508, DO-178C or IEC 62304 where required, with bidirectional traceability between requirements, tests and results.",
    benefits: [
      {
        icon: "scale",
        title: "Independent perspective",
        description:
          "A separate V&V team finds defects and requirement gaps that developers testing their own code tend to miss.",
      },
      {
        icon: "clipboard-check",
        title: "Safety compliance support",
        description:
          "Structured coverage, traceability and test records support functional safety assessments and audits.",
      },
      {
        icon: "monitor-check",
        title: "Realistic system testing",
        description:
          "Hardware-in-the-loop benches reproduce real signals, loads and fault conditions without needing a full vehicle or plant.",
      },
    ],
    offerings: [
      "Test strategy and requirement-based test case design",
      "Unit and integration testing with statement, branch and MC/DC coverage",
      "Static analysis for MISRA C and CERT C compliance",
      "HIL and SIL test bench development with dSPACE and NI",
      "CAN, LIN and automotive Ethernet testing with Vector CANoe",
      "Test automation frameworks and regression suites",
      "Requirements traceability for ISO 26262, DO-178C and IEC 62304",
    ],
    metaDescription:
      "Embedded software verification and validation: unit testing to MC/DC, MISRA static analysis, HIL/SIL benches and traceability for ISO 26262 and DO-178C.",
  },
];
