import type { ServiceContent } from "../types";

export const softwareServices: readonly ServiceContent[] = [
  {
    name: "Data Analytics, AI and Machine Learning",
    group: "software",
    subcategory: "AI, Data & Cloud",
    department: "data-ai-ml",
    title: "Data Analytics, AI & Machine Learning",
    subtitle:
      "Data platforms, analytics and production machine learning that turn your operational data into decisions and working products.",
    overview:
      "We help organizations build the data foundation and models that AI depends on. Our engineers design data pipelines and lakehouse platforms on Databricks, Snowflake and cloud-native services, build dashboards in Power BI and Tableau, and develop machine learning models with Python, scikit-learn, PyTorch and TensorFlow. For generative AI we build retrieval-augmented applications on large language models, and our MLOps practice with MLflow, Kubeflow and SageMaker keeps models versioned, monitored and retrained in production.",
    benefits: [
      {
        icon: "chart",
        title: "Decisions backed by data",
        description:
          "Reliable pipelines and clear dashboards give business teams one trusted view of their metrics.",
      },
      {
        icon: "brain",
        title: "Models that reach production",
        description:
          "MLOps practices move models beyond notebooks into monitored, maintainable services.",
      },
      {
        icon: "scale",
        title: "Responsible AI practices",
        description:
          "Data governance, evaluation and drift monitoring keep model behavior understood and accountable.",
      },
    ],
    offerings: [
      "Data engineering pipelines and lakehouse architecture",
      "BI dashboards and reporting in Power BI and Tableau",
      "Predictive modeling, forecasting and anomaly detection",
      "Computer vision and natural language processing solutions",
      "Generative AI and retrieval-augmented LLM applications",
      "MLOps with MLflow, Kubeflow and SageMaker",
      "Data governance, quality and model monitoring",
    ],
    metaDescription:
      "Data analytics, AI and machine learning services: data pipelines, BI dashboards, predictive models, generative AI applications and MLOps in production.",
  },
  {
    name: "Cloud Architecture and Engineering",
    group: "software",
    subcategory: "AI, Data & Cloud",
    department: "cloud-architecture",
    title: "Cloud Architecture & Engineering",
    subtitle:
      "Secure, scalable cloud platforms on AWS, Azure and Google Cloud, designed, migrated and operated as code.",
    overview:
      "Our cloud architects design landing zones, networking and identity on AWS, Microsoft Azure and Google Cloud following the providers' well-architected frameworks. We plan and execute migrations, re-platform applications onto containers with Kubernetes (EKS, AKS, GKE) and serverless services, and define all infrastructure as code with Terraform and CI/CD pipelines. Ongoing work covers observability, security posture management, disaster recovery design and FinOps reviews that keep cloud spending aligned with actual usage.",
    benefits: [
      {
        icon: "cloud",
        title: "Scale on demand",
        description:
          "Elastic, container-based architectures handle peak loads without permanent over-provisioning.",
      },
      {
        icon: "coins",
        title: "Controlled cloud costs",
        description:
          "Rightsizing, tagging and FinOps reporting make spending visible and keep it tied to business value.",
      },
      {
        icon: "repeat",
        title: "Repeatable environments",
        description:
          "Infrastructure as code lets teams recreate, review and audit every environment from version control.",
      },
    ],
    offerings: [
      "Cloud readiness assessment and migration planning",
      "Landing zone, network and identity architecture",
      "Infrastructure as code with Terraform and Bicep",
      "Kubernetes platforms on EKS, AKS and GKE",
      "Serverless and event-driven application design",
      "Observability, backup and disaster recovery setup",
      "FinOps cost analysis and optimization",
    ],
    metaDescription:
      "Cloud architecture and engineering on AWS, Azure and GCP: migration, landing zones, Terraform, Kubernetes, serverless, disaster recovery and FinOps.",
  },
  {
    name: "Salesforce Implementation and Support",
    group: "software",
    subcategory: "Application Services",
    department: "salesforce-services",
    title: "Salesforce Implementation & Support",
    subtitle:
      "Salesforce implementations, customizations and managed support that fit the way your sales and service teams actually work.",
    overview:
      "We implement and extend Salesforce across Sales Cloud, Service Cloud, Experience Cloud and Marketing Cloud, starting from business process workshops and a clear data model. Our consultants and developers configure Flows, build custom Lightning Web Components and Apex, and integrate Salesforce with ERP and other systems through MuleSoft and REST APIs. After go-live, our support team handles administration, release management, data migration and enhancements, keeping the org healthy through each Salesforce seasonal release.",
    benefits: [
      {
        icon: "user-check",
        title: "Higher user adoption",
        description:
          "Configurations designed around real workflows make Salesforce a tool teams want to use every day.",
      },
      {
        icon: "network",
        title: "Connected customer data",
        description:
          "Integrations with ERP, marketing and support systems give every team the same view of the customer.",
      },
      {
        icon: "building",
        title: "A maintainable org",
        description:
          "Declarative-first design and governed releases keep technical debt low as requirements change.",
      },
    ],
    offerings: [
      "Sales Cloud and Service Cloud implementation",
      "Experience Cloud portals and Marketing Cloud setup",
      "Apex, Lightning Web Components and Flow development",
      "Integration through MuleSoft, REST and SOAP APIs",
      "Data migration and deduplication from legacy CRMs",
      "Org health checks, security review and optimization",
      "Managed administration, release and enhancement support",
    ],
    metaDescription:
      "Salesforce implementation and support: Sales, Service, Experience and Marketing Cloud, Apex and LWC development, MuleSoft integration and managed admin.",
  },
  {
    name: "Application Development and Maintenance",
    group: "software",
    subcategory: "Application Services",
    department: "app-dev-maintenance",
    title: "Application Development & Maintenance",
    subtitle:
      "Custom web, mobile and enterprise applications, built with modern engineering practices and maintained for the long term.",
    overview:
      "We design and build custom applications across web, mobile and back-end systems using stacks such as React, Next.js, Angular, Node.js, Java Spring Boot, .NET and Python, and Flutter or native code for mobile. Teams work in agile iterations with code review, automated testing and CI/CD from the first sprint. For existing applications we take over maintenance under defined service levels, fix defects, upgrade frameworks, and modernize monolithic or legacy systems into modular, API-driven and microservice architectures.",
    benefits: [
      {
        icon: "puzzle",
        title: "Software fit for purpose",
        description:
          "Custom applications are shaped around your processes instead of forcing teams to work around packaged tools.",
      },
      {
        icon: "route",
        title: "Predictable delivery",
        description:
          "Short iterations with regular demos keep scope, progress and priorities visible to stakeholders.",
      },
      {
        icon: "sparkles",
        title: "Legacy systems modernized",
        description:
          "Incremental modernization reduces risk and keeps the business running while old code is replaced.",
      },
    ],
    offerings: [
      "Web applications with React, Next.js and Angular",
      "Back-end services in Java, .NET, Node.js and Python",
      "Cross-platform and native mobile app development",
      "API design, integration and microservices architecture",
      "Legacy application modernization and re-engineering",
      "Application maintenance with defined service levels",
      "Performance tuning, upgrades and technical debt reduction",
    ],
    metaDescription:
      "Application development and maintenance: custom web and mobile apps, APIs and microservices, legacy modernization and SLA-based application support.",
  },
  {
    name: "Quality Assurance",
    group: "software",
    subcategory: "Application Services",
    department: "qa-testing",
    title: "Quality Assurance & Software Testing",
    subtitle:
      "Manual and automated testing across functional, performance and security dimensions so releases ship with confidence.",
    overview:
      "Our QA engineers plan and run testing across web, mobile, API and enterprise applications. We build automation frameworks with Selenium, Playwright, Cypress and Appium, API suites with Postman and REST Assured, and performance tests with JMeter, Gatling and k6, all wired into CI/CD pipelines for continuous testing. Functional, regression, accessibility (WCAG) and security testing, together with test data management and clear defect reporting, give product teams an honest view of release readiness.",
    benefits: [
      {
        icon: "bug",
        title: "Fewer production defects",
        description:
          "Risk-based test coverage finds critical issues before customers encounter them.",
      },
      {
        icon: "rocket",
        title: "Faster release cycles",
        description:
          "Automated regression suites run on every build, replacing days of manual retesting.",
      },
      {
        icon: "gauge",
        title: "Performance known in advance",
        description:
          "Load and stress testing reveal capacity limits and bottlenecks before real traffic does.",
      },
    ],
    offerings: [
      "Test strategy, planning and risk-based test design",
      "UI automation with Selenium, Playwright and Cypress",
      "Mobile app testing with Appium on real devices",
      "API testing with Postman and REST Assured",
      "Performance and load testing with JMeter and k6",
      "Accessibility testing against WCAG guidelines",
      "Continuous testing integrated into CI/CD pipelines",
    ],
    metaDescription:
      "Quality assurance and software testing: Selenium, Playwright and Appium automation, API, performance and accessibility testing, and continuous testing.",
  },
  {
    name: "IT Infrastructure",
    group: "software",
    subcategory: "Infrastructure & Technical",
    department: "it-infrastructure",
    title: "IT Infrastructure Services",
    subtitle:
      "Design, deployment and management of the networks, servers, end-user systems and security that keep your business running.",
    overview:
      "We design and manage IT infrastructure for growing organizations, spanning data center and hybrid environments, enterprise networking, and end-user computing. Our engineers deploy and maintain servers, VMware and Hyper-V virtualization, storage and backup, configure LAN, WAN, SD-WAN, firewalls and VPNs, and administer Microsoft 365, Active Directory and Entra ID. Monitoring, patching, endpoint protection and ITIL-aligned service desk processes keep systems secure and available, with documented runbooks for every environment we manage.",
    benefits: [
      {
        icon: "server",
        title: "Reliable daily operations",
        description:
          "Proactive monitoring and patching catch issues before they interrupt employees and customers.",
      },
      {
        icon: "lock",
        title: "Security built into IT",
        description:
          "Firewalls, identity controls and endpoint protection are configured as part of the infrastructure, not added later.",
      },
      {
        icon: "trending-up",
        title: "Room to grow",
        description:
          "Scalable network and hybrid designs support new offices, users and workloads without redesign.",
      },
    ],
    offerings: [
      "Infrastructure assessment, design and documentation",
      "Server, storage and VMware or Hyper-V virtualization",
      "LAN, WAN, SD-WAN, firewall and VPN configuration",
      "Microsoft 365, Active Directory and Entra ID administration",
      "Backup, disaster recovery and business continuity planning",
      "Network and system monitoring with proactive patching",
      "ITIL-aligned service desk and end-user support",
    ],
    metaDescription:
      "IT infrastructure services: servers, virtualization, networking, SD-WAN and firewalls, Microsoft 365 administration, backup, monitoring and service desk.",
  },
  {
    name: "Engineering and Technical Services",
    group: "software",
    subcategory: "Infrastructure & Technical",
    department: "engineering-technical-services",
    title: "Engineering & Technical Services",
    subtitle:
      "Flexible engineering capacity and technical specialists who extend your teams across hardware, software and product programs.",
    overview:
      "Many programs need specialist engineering skills for a defined period, or a dedicated offshore team that grows with the product. We provide engineers across semiconductor, embedded and software disciplines, working as staff augmentation, dedicated development centers or outcome-based project teams from our Hyderabad office. Alongside delivery we offer technical documentation, product sustenance and obsolescence management, tool and flow automation, and knowledge-transfer processes that keep work transparent and transferable.",
    benefits: [
      {
        icon: "shuffle",
        title: "Flexible engagement models",
        description:
          "Choose staff augmentation, a dedicated team or a fixed-scope project according to what each program needs.",
      },
      {
        icon: "award",
        title: "Cross-domain expertise",
        description:
          "Access to semiconductor, embedded and software engineers under one roof simplifies multi-discipline programs.",
      },
      {
        icon: "history",
        title: "Continuity of knowledge",
        description:
          "Documented processes and structured knowledge transfer protect your programs when people or priorities change.",
      },
    ],
    offerings: [
      "Engineering staff augmentation across hardware and software",
      "Dedicated offshore development teams in Hyderabad",
      "Fixed-scope and outcome-based engineering projects",
      "Product sustenance, obsolescence and component redesign support",
      "Technical documentation, user manuals and specifications",
      "Engineering tool, flow and script automation",
      "Structured knowledge transfer and onboarding programs",
    ],
    metaDescription:
      "Engineering and technical services from Hyderabad: staff augmentation, dedicated teams, product sustenance, technical documentation and flow automation.",
  },
];
