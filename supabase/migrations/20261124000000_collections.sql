-- Collections: the site's things, one table per kind, each row one item in its list's order.
--
-- Written for hosted Supabase and applied unchanged by the local stand-in
-- (packages/local-supabase). Like the site text, every row is public (these tables hold what
-- the site shows) and only editors write; the service role and SQL bypass RLS as usual.
-- Each table has typed columns for its fields, a sort_order for its place in the list
-- (ties fall back to the id, so the order is always the same), and the server's clock in
-- updated_at for compare-and-set saves.
--
-- The rows inserted at the end are the site's content as it ships (content/ in the site's
-- repository), so a fresh project and a hosted one start identical to the site built without
-- a database.

-- The slug rule of the specification's service URLs: lower-case words joined by hyphens.
create domain public.url_slug as text
  check (value ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(value) <= 100);

-- Icon names the site can draw (components/ui/icon.tsx); a name it cannot draw shows nothing.
create domain public.icon_name as text
  check (value ~ '^[a-z]+(-[a-z]+)*$' and char_length(value) <= 40);

-- The site's three practices; /services shows a section for each.
create type public.practice as enum ('semiconductors', 'embedded', 'software');

create domain public.short_text as text
  check (char_length(btrim(value)) between 1 and 300);

create domain public.long_text as text
  check (char_length(btrim(value)) between 1 and 5000);

-- A list of {icon, title, description} cards: a service's key benefits, an industry's offerings.
create function public.is_icon_card_list(cards jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(cards) = 'array'
    and not exists (
      select 1 from jsonb_array_elements(cards) card
      where jsonb_typeof(card) <> 'object'
        or jsonb_typeof(card -> 'icon') is distinct from 'string'
        or (card ->> 'icon') !~ '^[a-z]+(-[a-z]+)*$'
        or char_length(btrim(coalesce(card ->> 'title', ''))) not between 1 and 300
        or char_length(btrim(coalesce(card ->> 'description', ''))) not between 1 and 5000
        or exists (
          select 1 from jsonb_object_keys(card) field
          where field not in ('icon', 'title', 'description')
        )
    );
$$;

-- A list of short texts, none blank: a service's offerings.
create function public.is_short_text_list(items text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select array_position(items, null) is null
    and not exists (select 1 from unnest(items) item where char_length(btrim(item)) not between 1 and 300);
$$;

create table public.services (
  id uuid primary key default gen_random_uuid(),
  slug public.url_slug not null unique,
  name public.short_text not null,
  practice public.practice not null,
  -- One of its practice's subcategory titles, as the site text's defaults name them.
  subcategory public.short_text not null,
  -- The department /contact?department=… preselects; the contact form lists one per service.
  department_id public.url_slug not null unique,
  title public.short_text not null,
  subtitle public.long_text not null,
  overview public.long_text not null,
  -- Exactly three {icon, title, description}.
  key_benefits jsonb not null,
  offerings text[] not null,
  meta_description text not null,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint services_key_benefits
    check (public.is_icon_card_list(key_benefits) and jsonb_array_length(key_benefits) = 3),
  constraint services_offerings
    check (cardinality(offerings) between 1 and 12 and public.is_short_text_list(offerings)),
  constraint services_meta_description
    check (char_length(btrim(meta_description)) between 1 and 160)
);

create table public.industries (
  id uuid primary key default gen_random_uuid(),
  slug public.url_slug not null unique,
  name public.short_text not null,
  -- The card on /industries: one sentence.
  description public.long_text not null,
  title public.short_text not null,
  subtitle public.long_text not null,
  intro_heading public.short_text not null,
  intro_description public.long_text not null,
  -- Its key service offerings, {icon, title, description} each.
  offerings jsonb not null,
  meta_description text not null,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint industries_offerings
    check (public.is_icon_card_list(offerings) and jsonb_array_length(offerings) between 1 and 12),
  constraint industries_meta_description
    check (char_length(btrim(meta_description)) between 1 and 160)
);

create table public.leaders (
  id uuid primary key default gen_random_uuid(),
  name public.short_text not null,
  -- Their role, e.g. Chief Technology Officer.
  position public.short_text not null,
  experience public.short_text not null,
  -- A path under the site's public folder, or an https URL.
  portrait text not null,
  portrait_alt public.short_text not null,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint leaders_portrait check (portrait ~ '^(/[A-Za-z0-9._/-]+|https://\S+)$')
);

create table public.company_values (
  id uuid primary key default gen_random_uuid(),
  icon public.icon_name not null,
  title public.short_text not null,
  description public.long_text not null,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.milestones (
  id uuid primary key default gen_random_uuid(),
  year integer not null,
  title public.short_text not null,
  description public.long_text not null,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint milestones_year check (year between 1900 and 2200)
);

create table public.home_service_cards (
  id uuid primary key default gen_random_uuid(),
  icon public.icon_name not null,
  title public.short_text not null,
  description public.long_text not null,
  -- Tailwind gradient classes for the card's icon tile, e.g. "from-indigo-600 to-violet-700".
  gradient text not null,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint home_service_cards_gradient
    check (gradient ~ '^from-[a-z]+-[0-9]{2,3}( via-[a-z]+-[0-9]{2,3})? to-[a-z]+-[0-9]{2,3}$')
);

create table public.faqs (
  id uuid primary key default gen_random_uuid(),
  question public.short_text not null,
  answer public.long_text not null,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.office_hours (
  id uuid primary key default gen_random_uuid(),
  day public.short_text not null,
  hours public.short_text not null,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.department_contacts (
  id uuid primary key default gen_random_uuid(),
  name public.short_text not null,
  email text not null,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint department_contacts_email
    check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(email) <= 254)
);

create table public.offices (
  id uuid primary key default gen_random_uuid(),
  name public.short_text not null,
  street public.short_text not null,
  city public.short_text not null,
  region public.short_text not null,
  postal_code public.short_text not null,
  country public.short_text not null,
  -- ISO 3166-1 alpha-2, for structured data.
  country_code text not null,
  phone public.short_text not null,
  email text not null,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint offices_country_code check (country_code ~ '^[A-Z]{2}$'),
  constraint offices_email check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(email) <= 254)
);

-- Every change to any collection, by anyone, kept for editors to read and restore: the rows
-- before and after, as JSON, under the collection's table name.
create table public.collection_history (
  id bigint generated always as identity primary key,
  collection text not null,
  -- No foreign key: the history of a removed item must outlive it.
  item_id uuid not null,
  operation text not null,
  -- null for an insert's old row and a delete's new row.
  old_row jsonb,
  new_row jsonb,
  actor_kind text not null,
  actor_id uuid,
  actor_email text,
  changed_at timestamptz not null default now(),
  constraint collection_history_operation check (operation in ('INSERT', 'UPDATE', 'DELETE')),
  constraint collection_history_actor_kind check (actor_kind in ('user', 'service_role', 'sql'))
);

comment on table public.collection_history is
  'Append-only record of every change to the collection tables, written by a trigger. Readable by editors.';

create index collection_history_item_idx
  on public.collection_history (collection, item_id, changed_at desc);
create index collection_history_changed_at_idx
  on public.collection_history (changed_at desc);

-- Who made the change is worked out as for the site text's history.
create function public.collections_record_history()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  claims jsonb := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
  kind text;
  actor uuid;
  email text;
  before jsonb := case when tg_op = 'INSERT' then null else to_jsonb(old) end;
  after jsonb := case when tg_op = 'DELETE' then null else to_jsonb(new) end;
begin
  if claims is null then
    kind := 'sql';
  elsif claims ->> 'role' = 'service_role' then
    kind := 'service_role';
  else
    kind := 'user';
    actor := nullif(claims ->> 'sub', '')::uuid;
    email := nullif(claims ->> 'email', '');
  end if;

  -- An update that changes nothing but the timestamp is not a change to the item.
  if tg_op = 'UPDATE' and (before - 'updated_at') = (after - 'updated_at') then
    return null;
  end if;

  insert into public.collection_history
    (collection, item_id, operation, old_row, new_row, actor_kind, actor_id, actor_email)
  values (
    tg_table_name,
    coalesce(after ->> 'id', before ->> 'id')::uuid,
    tg_op,
    before,
    after,
    kind,
    actor,
    email
  );
  return null;
end;
$$;

revoke execute on function public.collections_record_history() from public, anon, authenticated;

revoke all on table public.collection_history from anon, authenticated;
grant select on table public.collection_history to authenticated;
revoke all on table public.collection_history from service_role;
grant select on table public.collection_history to service_role;

alter table public.collection_history enable row level security;

create policy "Editors can read the collections' history"
  on public.collection_history for select to authenticated
  using ((select auth.jwt() -> 'app_metadata' ->> 'role') = 'editor');

alter publication supabase_realtime add table public.collection_history;

-- The same rights, triggers and live updates on every collection table.
do $$
declare
  collection text;
begin
  foreach collection in array array[
    'services', 'industries', 'leaders', 'company_values', 'milestones',
    'home_service_cards', 'faqs', 'office_hours', 'department_contacts', 'offices'
  ] loop
    execute format('create index %I on public.%I (sort_order, id)', collection || '_order_idx', collection);

    -- Older projects grant new public tables to anon/authenticated by default and newer ones
    -- grant nothing; start from nothing so both end up identical.
    execute format('revoke all on table public.%I from anon, authenticated', collection);
    execute format('grant select on table public.%I to anon, authenticated', collection);
    execute format('grant insert, update, delete on table public.%I to authenticated', collection);
    execute format('grant all on table public.%I to service_role', collection);

    execute format('alter table public.%I enable row level security', collection);
    execute format(
      'create policy "Everyone reads the site''s %s" on public.%I for select to anon, authenticated using (true)',
      collection, collection);
    execute format(
      'create policy "Editors add %s" on public.%I for insert to authenticated with check ((select auth.jwt() -> ''app_metadata'' ->> ''role'') = ''editor'')',
      collection, collection);
    execute format(
      'create policy "Editors change %s" on public.%I for update to authenticated using ((select auth.jwt() -> ''app_metadata'' ->> ''role'') = ''editor'') with check ((select auth.jwt() -> ''app_metadata'' ->> ''role'') = ''editor'')',
      collection, collection);
    execute format(
      'create policy "Editors remove %s" on public.%I for delete to authenticated using ((select auth.jwt() -> ''app_metadata'' ->> ''role'') = ''editor'')',
      collection, collection);

    -- The server's clock decides updated_at (the site text's trigger function does just that).
    execute format(
      'create trigger %I before update on public.%I for each row execute function public.website_content_set_updated_at()',
      collection || '_set_updated_at', collection);
    execute format(
      'create trigger %I after insert or update or delete on public.%I for each row execute function public.collections_record_history()',
      collection || '_record_history', collection);
    -- The public pages are rebuilt after a change, whoever made it, as for the site text.
    execute format(
      'create trigger %I after insert or update or delete or truncate on public.%I for each statement execute function private.request_site_revalidation()',
      collection || '_request_site_revalidation', collection);

    execute format('alter publication supabase_realtime add table public.%I', collection);
  end loop;
end;
$$;

-- The site's content as it ships, in the order it shows.

insert into public.services (slug, name, practice, subcategory, department_id, title, subtitle, overview, key_benefits, offerings, meta_description, sort_order) values
  (
    'analog-and-mixed-signal',
    'Analog and mixed-signal',
    'semiconductors',
    'Design & Verification',
    'ams-design',
    'Analog & Mixed-Signal IC Design',
    'Transistor-level design of data converters, PLLs, regulators and interface circuits, taken from specification to verified layout.',
    'Our analog and mixed-signal engineers design ADCs, DACs, PLLs, bandgap references, LDOs and high-speed I/O at the transistor level in advanced and mature CMOS nodes. We run Monte Carlo, corner and aging simulations in Spectre and HSPICE, guide matching-aware custom layout, and close parasitic-extracted performance against the specification. Real-number models and Verilog-AMS views let the analog blocks plug straight into digital and top-level mixed-signal verification.',
    '[
      {"icon":"activity","title":"Robust across variation","description":"Monte Carlo and PVT sweeps are run from the first schematic, so yield risks surface long before tape-out."},
      {"icon":"layers","title":"Layout-aware design","description":"Matching, shielding and parasitic effects are planned with the layout team instead of fixed after extraction."},
      {"icon":"badge-check","title":"Verification-ready models","description":"Behavioral and real-number models of every block let SoC teams simulate the full chip without waiting for SPICE."}
    ]'::jsonb,
    array[
      'ADC and DAC architecture, design and characterization planning',
      'PLL, DLL and clock generation circuit design',
      'Bandgap references, LDOs and power-management blocks',
      'SerDes and high-speed I/O analog front ends',
      'Matching-aware custom layout and post-layout extraction',
      'Monte Carlo, corner and reliability (EM/aging) simulation',
      'Verilog-AMS and real-number modeling for mixed-signal verification'
    ],
    'Analog and mixed-signal IC design services: ADCs, DACs, PLLs, LDOs and SerDes front ends, from transistor-level schematics to post-layout signoff.',
    1
  ),
  (
    'ate',
    'ATE',
    'semiconductors',
    'Test & Validation',
    'ate-services',
    'Automated Test Equipment (ATE) Services',
    'Production test programs for wafer probe and final test, built to cut test time and protect yield from first silicon to volume ramp.',
    'We develop and debug ATE test programs on Advantest V93000 and Teradyne UltraFLEX and J750 platforms, covering wafer sort, final test and system-level screening. Our engineers convert ATPG patterns from STIL and WGL, write parametric, functional and mixed-signal tests, and design load boards and probe-card interfaces with the hardware team. After release we correlate results across testers and sites, apply multi-site and test-time reduction, and analyze bin and parametric data to drive yield improvement.',
    '[
      {"icon":"rocket","title":"Faster production ramp","description":"Test programs are brought up and correlated on the tester early, so first silicon moves quickly into qualified volume flow."},
      {"icon":"coins","title":"Lower cost of test","description":"Multi-site enablement, pattern optimization and test-time reduction directly reduce per-unit tester seconds."},
      {"icon":"chart","title":"Data-driven yield learning","description":"Bin, wafer-map and parametric analysis points to the process or design issues that actually cost yield."}
    ]'::jsonb,
    array[
      'Test program development on Advantest V93000 and Teradyne platforms',
      'ATPG pattern conversion, debug and tester bring-up',
      'Wafer probe and final test flow definition',
      'Load board, DIB and probe-card interface design',
      'Multi-site enablement and test-time reduction',
      'Tester-to-tester and bench-to-ATE correlation',
      'Yield, bin and parametric data analysis'
    ],
    'ATE test program development on Advantest 93K and Teradyne platforms: probe and final test, pattern bring-up, multi-site, test-time reduction and yield.',
    2
  ),
  (
    'bench-characterization',
    'Bench characterization',
    'semiconductors',
    'Test & Validation',
    'bench-characterization',
    'Bench Characterization of Silicon',
    'Lab measurement of silicon performance across process, voltage and temperature to confirm every datasheet parameter with real data.',
    'Bench characterization establishes how a device really behaves across process corners, supply voltage and temperature before its datasheet is finalized. Our engineers build automated setups around oscilloscopes, SMUs, spectrum and network analyzers and thermal forcing systems, scripted in Python with PyVISA for repeatable sweeps. We measure DC parametrics, jitter, eye diagrams, converter linearity and power, then deliver shmoo plots, statistical distributions and guard-band recommendations that feed ATE limits and datasheet specifications.',
    '[
      {"icon":"file-check","title":"Datasheet confidence","description":"Every published min, typ and max value is backed by measurements taken across skewed material and temperature."},
      {"icon":"repeat","title":"Repeatable automated sweeps","description":"Scripted instrument control replaces manual bench work, producing consistent data that can be rerun on any revision."},
      {"icon":"ruler","title":"Sound production limits","description":"Statistical analysis of characterization data gives ATE teams defensible test limits and guard bands."}
    ]'::jsonb,
    array[
      'Characterization plans mapped to datasheet parameters',
      'Automated bench setups using Python and PyVISA instrument control',
      'PVT sweeps with thermal forcing and corner-lot material',
      'DC parametric, leakage and power consumption measurement',
      'High-speed I/O jitter, eye diagram and compliance testing',
      'ADC/DAC linearity, SNR and dynamic performance analysis',
      'Shmoo plots, statistical reports and guard-band recommendations'
    ],
    'Silicon bench characterization across PVT: automated lab setups, DC and AC parametrics, jitter and converter measurements, shmoo plots and datasheet data.',
    3
  ),
  (
    'design-verification',
    'Design verification',
    'semiconductors',
    'Design & Verification',
    'design-verification',
    'ASIC & SoC Design Verification',
    'Coverage-driven UVM and formal verification that finds functional bugs in RTL before they turn into costly silicon respins.',
    'Our verification engineers build reusable UVM testbenches in SystemVerilog, from block level through subsystem and full SoC. We write verification plans tied to the specification, constrained-random stimulus, scoreboards, SystemVerilog assertions and functional coverage models, and use formal property checking where simulation struggles to reach corner cases. Verification IP for interfaces such as PCIe, DDR, USB, AXI and Ethernet is integrated and configured, and regressions are tracked to closure of code and functional coverage.',
    '[
      {"icon":"target","title":"Fewer silicon respins","description":"Coverage closure against a reviewed verification plan catches functional bugs while they are still cheap to fix."},
      {"icon":"blocks","title":"Reusable testbench assets","description":"Modular UVM environments carry forward from block to SoC level and onto the next derivative chip."},
      {"icon":"clipboard-check","title":"Measurable signoff criteria","description":"Coverage dashboards and bug-trend tracking show exactly how close a design is to verification complete."}
    ]'::jsonb,
    array[
      'Verification planning and specification-to-coverage mapping',
      'UVM testbench architecture at block, subsystem and SoC level',
      'Constrained-random stimulus, scoreboards and reference models',
      'SystemVerilog assertions and formal property verification',
      'VIP integration for PCIe, DDR, USB, AXI and Ethernet',
      'Gate-level and low-power (UPF) simulation',
      'Regression management and code and functional coverage closure'
    ],
    'ASIC and SoC design verification: UVM testbenches, constrained-random stimulus, SVA, formal verification, VIP integration and coverage closure.',
    4
  ),
  (
    'dft',
    'DFT',
    'semiconductors',
    'Implementation & Signoff',
    'dft-services',
    'Design for Testability (DFT)',
    'Test architecture, scan and ATPG engineering that delivers high fault coverage at low test cost for every die you ship.',
    'We define and implement DFT architectures covering scan insertion, test compression, ATPG, memory BIST, logic BIST and boundary scan to IEEE 1149.1 and IEEE 1687 (IJTAG). Our engineers generate stuck-at, transition and cell-aware patterns, analyze and improve fault coverage, and verify patterns with zero-delay and timing-annotated gate-level simulation. We work closely with physical design on scan chain reordering and test-mode timing, and hand off STIL patterns ready for ATE bring-up and silicon diagnosis.',
    '[
      {"icon":"radar","title":"High fault coverage","description":"Coverage analysis and test-point insertion push stuck-at and at-speed coverage to the targets your quality goals demand."},
      {"icon":"timer","title":"Reduced test time","description":"Scan compression and balanced chain architecture shrink pattern volume and tester time per device."},
      {"icon":"handshake","title":"Smooth ATE handoff","description":"Patterns are simulated and debugged before tape-out, so tester bring-up starts from a known-good baseline."}
    ]'::jsonb,
    array[
      'DFT architecture definition and test-mode planning',
      'Scan insertion and compression architecture planning',
      'Stuck-at, transition and cell-aware ATPG pattern generation',
      'MBIST and LBIST insertion, repair and verification',
      'Boundary scan and IJTAG per IEEE 1149.1 and 1687',
      'Fault coverage analysis and test-point insertion',
      'Pattern simulation, STIL handoff and silicon failure diagnosis'
    ],
    'Design for testability services: scan insertion, test compression, ATPG, MBIST, LBIST and IEEE 1149.1/1687 boundary scan for high fault coverage.',
    5
  ),
  (
    'fpga-design',
    'FPGA design',
    'semiconductors',
    'Design & Verification',
    'fpga-design',
    'FPGA Design & Development',
    'FPGA and SoC FPGA designs on AMD and Intel devices, from architecture and RTL through timing closure and on-board bring-up.',
    'We design FPGA solutions on AMD (Xilinx) Versal, UltraScale+ and Zynq devices and Intel Agilex, Stratix and Cyclone families, as well as Lattice and Microchip parts. Work spans architecture, VHDL and SystemVerilog RTL, IP integration in Vivado and Quartus, high-level synthesis, and timing closure with proper clock-domain-crossing design. For SoC FPGAs we integrate the processing system with programmable logic over AXI, develop the hardware-software interface, and validate designs on the target board with integrated logic analyzers.',
    '[
      {"icon":"rocket","title":"Faster time to market","description":"Reprogrammable hardware lets you ship and update products without waiting on an ASIC schedule."},
      {"icon":"timer","title":"Timing closed early","description":"Floorplanning, constraint discipline and CDC analysis keep designs meeting timing as utilization grows."},
      {"icon":"link","title":"Hardware and software aligned","description":"PS-PL integration and driver interfaces are developed together, so the board boots with working software."}
    ]'::jsonb,
    array[
      'FPGA architecture and device selection studies',
      'VHDL and SystemVerilog RTL development and IP integration',
      'Vivado and Quartus implementation and timing closure',
      'Zynq, MPSoC and Agilex SoC FPGA processor integration',
      'High-level synthesis for DSP and video pipelines',
      'High-speed transceiver, PCIe and DDR interface design',
      'On-board bring-up and debug with ILA and SignalTap'
    ],
    'FPGA design on AMD Xilinx, Intel, Lattice and Microchip devices: RTL, IP integration, SoC FPGA, HLS, timing closure and on-board bring-up.',
    6
  ),
  (
    'in-house-silicon-validation-lab',
    'In-house silicon validation lab',
    'semiconductors',
    'Test & Validation',
    'validation-lab',
    'In-House Silicon Validation Lab',
    'A dedicated Hyderabad lab where your silicon, boards and test setups are brought up, exercised and debugged by our engineers.',
    'Our Hyderabad validation lab gives customers a place to bring up and exercise silicon without building their own facility. Benches are equipped with oscilloscopes, logic and protocol analyzers, source-measure units, programmable supplies and thermal forcing, and are set up for ESD-safe handling of engineering samples. We host customer boards and automation frameworks, run validation campaigns on shifts that complement overseas teams, and maintain controlled tracking of samples, instruments, calibration and test results.',
    '[
      {"icon":"building","title":"No lab build-out","description":"You gain a staffed, equipped validation lab without capital spending on instruments, space or setup."},
      {"icon":"clock","title":"Around-the-clock progress","description":"Working hours that complement other time zones keep validation moving while your core team is offline."},
      {"icon":"package","title":"Controlled sample handling","description":"ESD-safe procedures and tracked inventories protect scarce engineering samples and their test history."}
    ]'::jsonb,
    array[
      'Equipped benches for post-silicon bring-up and debug',
      'Hosting and maintenance of customer evaluation boards',
      'Protocol analyzers for PCIe, USB, DDR and Ethernet debug',
      'Thermal forcing for temperature-dependent testing',
      'Automated validation regressions run in extended shifts',
      'ESD-safe sample handling, inventory and chain of custody',
      'Instrument calibration tracking and result traceability'
    ],
    'In-house silicon validation lab in Hyderabad: equipped benches, protocol analyzers, thermal forcing, board hosting and automated validation runs.',
    7
  ),
  (
    'physical-design',
    'Physical design',
    'semiconductors',
    'Implementation & Signoff',
    'physical-design',
    'Physical Design & Implementation',
    'Netlist-to-GDSII implementation that closes timing, power and area targets on advanced process nodes.',
    'Our physical design engineers take synthesized netlists to GDSII at block and full-chip level using Cadence Innovus and Synopsys Fusion Compiler and IC Compiler II. The work covers floorplanning, power grid planning, placement, clock tree synthesis, routing and timing closure, with IR drop and electromigration analysis built into each iteration. We handle multi-voltage and power-gated designs, hierarchical partitioning and FinFET-specific rules, and deliver clean physical verification results ready for signoff.',
    '[
      {"icon":"compass","title":"Predictable convergence","description":"Early floorplan and power-grid decisions prevent late congestion and timing surprises in the route stage."},
      {"icon":"zap","title":"Optimized power and area","description":"Careful placement, clock-tree design and multi-Vt optimization meet PPA goals without over-design."},
      {"icon":"database","title":"Signoff-ready databases","description":"Blocks leave implementation with timing, IR/EM and DRC/LVS issues already addressed for the signoff team."}
    ]'::jsonb,
    array[
      'Floorplanning, partitioning and macro placement',
      'Power grid design and multi-voltage (UPF) implementation',
      'Placement optimization and congestion analysis',
      'Clock tree synthesis and clock skew balancing',
      'Detailed routing with FinFET and multi-patterning rules',
      'IR drop and electromigration analysis and fixing',
      'Block and full-chip timing closure to GDSII'
    ],
    'Physical design services from netlist to GDSII: floorplanning, power grid, placement, CTS, routing, IR/EM analysis and timing closure on advanced nodes.',
    8
  ),
  (
    'prototyping-and-emulation',
    'Prototyping and Emulation',
    'semiconductors',
    'Design & Verification',
    'prototyping-emulation',
    'FPGA Prototyping & Hardware Emulation',
    'Run real software on your SoC design months before silicon with FPGA prototypes and hardware emulation platforms.',
    'We map SoC and IP designs onto hardware emulators such as Cadence Palladium, Synopsys ZeBu and Siemens Veloce, and onto multi-FPGA prototyping systems like HAPS. Our engineers partition large designs, handle clock and memory modeling, and integrate speed bridges and transactors so real peripherals and host software can connect. The resulting platforms let firmware, driver and operating system teams boot and debug software early, while verification teams run long system-level workloads no simulator can finish.',
    '[
      {"icon":"code","title":"Earlier software start","description":"Firmware and OS bring-up begins on pre-silicon hardware, shortening the schedule after first silicon arrives."},
      {"icon":"bug","title":"System-level bug discovery","description":"Running full workloads exposes hardware-software interaction bugs that block-level simulation misses."},
      {"icon":"gauge","title":"Higher execution speed","description":"Emulation and prototyping run orders of magnitude faster than RTL simulation for long test sequences."}
    ]'::jsonb,
    array[
      'Emulation on Palladium, ZeBu and Veloce platforms',
      'Multi-FPGA prototype partitioning and bring-up',
      'ASIC-to-FPGA RTL conversion, clocking and memory modeling',
      'Transactor and speed-bridge integration for real peripherals',
      'Pre-silicon firmware, driver and OS boot enablement',
      'Hybrid emulation with virtual prototypes',
      'Debug using waveform capture and hardware triggers'
    ],
    'FPGA prototyping and hardware emulation on Palladium, ZeBu, Veloce and HAPS: design partitioning, transactors and pre-silicon software bring-up.',
    9
  ),
  (
    'rtl-design',
    'RTL design',
    'semiconductors',
    'Design & Verification',
    'rtl-design',
    'RTL Design & Microarchitecture',
    'Synthesizable, lint-clean SystemVerilog and VHDL for IP blocks and SoCs, built from a reviewed microarchitecture.',
    'We translate product specifications into microarchitecture documents and synthesizable RTL in SystemVerilog, Verilog and VHDL. Our designers build datapaths, controllers, bus fabrics and SoC integration on AMBA AXI, AHB and APB, with clock-domain and reset-domain crossing handled by design and checked with CDC/RDC tools. Every block is lint-clean, annotated with assertions, and written with synthesis, power intent (UPF) and DFT in mind so it moves cleanly into verification and implementation.',
    '[
      {"icon":"handshake","title":"Clean handoff downstream","description":"Lint, CDC and synthesis checks are run before release, so verification and physical design start without rework."},
      {"icon":"chip","title":"PPA-conscious design","description":"Microarchitecture choices are weighed for performance, power and area before a single line of RTL is written."},
      {"icon":"wrench","title":"Maintainable IP","description":"Parameterized, documented RTL can be reused and configured across product variants."}
    ]'::jsonb,
    array[
      'Microarchitecture specification and design reviews',
      'SystemVerilog, Verilog and VHDL RTL coding',
      'SoC integration on AMBA AXI, AHB and APB fabrics',
      'Clock-domain and reset-domain crossing design and checks',
      'Lint, CDC and RDC analysis using industry tools',
      'Low-power design with clock gating and UPF power intent',
      'Embedded assertions and design documentation for reuse'
    ],
    'RTL design services: microarchitecture, SystemVerilog and VHDL coding, AMBA SoC integration, CDC/RDC, lint and low-power design for ASIC and IP.',
    10
  ),
  (
    'design-signoff',
    'Design Signoff',
    'semiconductors',
    'Implementation & Signoff',
    'design-signoff',
    'Design Signoff & Tape-Out Readiness',
    'Timing, power, physical and reliability signoff checks that confirm a design is ready for tape-out.',
    'Before a design goes to the foundry, every signoff criterion must be met and documented. We run physical verification with Calibre and IC Validator for DRC, LVS, antenna and density, extract parasitics with StarRC or Quantus, and close timing in PrimeTime or Tempus across all signoff corners. Power integrity and reliability signoff with RedHawk or Voltus covers static and dynamic IR drop and electromigration, followed by logical equivalence checking and a tape-out checklist review with your team.',
    '[
      {"icon":"target","title":"First-pass silicon focus","description":"Comprehensive checks reduce the risk of errors that only appear after expensive mask and wafer costs."},
      {"icon":"badge-check","title":"Foundry-compliant results","description":"Runsets and corners follow the foundry''s signoff requirements, avoiding late rejections at tape-out."},
      {"icon":"file-text","title":"Clear waiver records","description":"Every waived violation is reviewed and documented, giving teams an auditable tape-out record."}
    ]'::jsonb,
    array[
      'DRC, LVS, antenna and density checks with Calibre',
      'Parasitic extraction with StarRC and Quantus',
      'Multi-corner timing signoff in PrimeTime and Tempus',
      'Static and dynamic IR drop and EM signoff',
      'Logical equivalence checking with Formality and Conformal',
      'ESD, latch-up and reliability rule verification',
      'Tape-out checklists, waiver review and GDSII release'
    ],
    'Design signoff services: DRC/LVS, parasitic extraction, timing, IR drop and EM, equivalence checking and tape-out checklist review before GDSII release.',
    11
  ),
  (
    'silicon-validation',
    'Silicon validation',
    'semiconductors',
    'Test & Validation',
    'silicon-validation',
    'Post-Silicon Validation',
    'Systematic post-silicon bring-up and validation that proves first silicon meets its specification in real systems.',
    'When first silicon returns, our engineers plan and run post-silicon bring-up, from power-on and clocking to booting firmware on validation boards. We validate functional behavior, high-speed interfaces such as PCIe, DDR, USB and MIPI, power management states and electrical margins across process, voltage and temperature. Python-based automation frameworks drive instruments and the device under test, and failures are debugged with JTAG, scan dumps and on-chip trace until root cause is clear to design teams.',
    '[
      {"icon":"rocket","title":"Faster time to production","description":"Structured bring-up and prioritized validation plans move first silicon toward production release quickly."},
      {"icon":"microscope","title":"Root causes, not symptoms","description":"Failures are isolated to design, board, firmware or process, giving design teams precise fixes for the next stepping."},
      {"icon":"ruler","title":"Proven operating margins","description":"Validation across PVT confirms the device works with margin at the edges of its specification."}
    ]'::jsonb,
    array[
      'Post-silicon validation planning and bring-up',
      'Validation board specification and bring-up support',
      'Functional and system-level validation test development',
      'PCIe, DDR, USB and MIPI interface validation',
      'Power management and low-power state validation',
      'Python automation frameworks for instrument and DUT control',
      'JTAG and on-chip trace debug with root-cause analysis'
    ],
    'Post-silicon validation: first-silicon bring-up, PCIe/DDR/USB interface validation, characterization across PVT, automation and root-cause debug.',
    12
  ),
  (
    'synthesis-and-sta',
    'Synthesis and STA',
    'semiconductors',
    'Implementation & Signoff',
    'synthesis-sta',
    'Logic Synthesis & Static Timing Analysis',
    'Constraint-driven synthesis and multi-mode multi-corner timing analysis that keep your design on its frequency target.',
    'We synthesize RTL to gate-level netlists with Synopsys Design Compiler and Fusion Compiler and Cadence Genus, tuning for timing, area and power with physical-aware flows. Our STA engineers write and validate SDC constraints covering clocks, generated clocks, exceptions and I/O budgets, then analyze timing across multi-mode multi-corner scenarios with on-chip variation (AOCV/POCV) in PrimeTime and Tempus. Violations are resolved through targeted functional and timing ECOs, with equivalence checking to confirm the netlist still matches the RTL.',
    '[
      {"icon":"clipboard-check","title":"Correct constraints first","description":"Reviewed and validated SDC avoids both missed timing paths and wasted effort on false ones."},
      {"icon":"timer","title":"Faster timing closure","description":"Automated ECO generation resolves setup, hold and transition violations in fewer implementation loops."},
      {"icon":"layers","title":"Full scenario coverage","description":"MCMM analysis with variation models checks every functional, test and power mode the chip will run in."}
    ]'::jsonb,
    array[
      'Logic synthesis with Design Compiler, Fusion Compiler and Genus',
      'SDC constraint development, review and validation',
      'Multi-mode multi-corner STA with AOCV and POCV',
      'Timing budgeting for hierarchical and IP-based designs',
      'Functional and timing ECO generation and implementation',
      'Formal equivalence checking of RTL against netlists',
      'Crosstalk and signal integrity timing analysis'
    ],
    'Logic synthesis and static timing analysis: SDC constraints, MCMM timing with OCV, ECO implementation and equivalence checking for timing closure.',
    13
  ),
  (
    'bare-metal-programming',
    'Bare metal programming',
    'embedded',
    'Firmware & Drivers',
    'bare-metal',
    'Bare-Metal Firmware Development',
    'Lean, deterministic firmware written directly on the hardware for microcontrollers where every cycle and byte counts.',
    'We write bare-metal firmware in C, C++ and assembly for ARM Cortex-M and Cortex-R, RISC-V and other microcontroller architectures, without the overhead of an operating system. Our engineers develop startup code, linker scripts, clock and interrupt configuration, and register-level peripheral drivers, then structure the application around super-loops, state machines and interrupt-driven scheduling. Code follows MISRA C guidelines, is optimized for memory footprint and power, and is debugged on target using JTAG/SWD probes and trace.',
    '[
      {"icon":"clock","title":"Deterministic timing","description":"Direct control of interrupts and peripherals gives predictable response times for real-time control loops."},
      {"icon":"binary","title":"Minimal resource footprint","description":"Tight code and memory layouts let products run on smaller, lower-cost microcontrollers."},
      {"icon":"battery","title":"Longer battery life","description":"Careful use of sleep modes and clock gating extends runtime for battery-powered devices."}
    ]'::jsonb,
    array[
      'Startup code, linker scripts and memory map design',
      'Register-level peripheral drivers for UART, SPI, I2C and ADC',
      'Interrupt, DMA and timer configuration for real-time control',
      'Low-power modes and wake-up source management',
      'MISRA C compliant coding and static analysis',
      'Secure bootloaders and field firmware update mechanisms',
      'On-target debug with JTAG, SWD and trace tools'
    ],
    'Bare-metal firmware for ARM Cortex-M and RISC-V microcontrollers: startup code, register-level drivers, low-power design and MISRA C compliant code.',
    14
  ),
  (
    'board-support-package',
    'Board support package',
    'embedded',
    'OS & Platform',
    'bsp-development',
    'Board Support Package Development',
    'Complete BSPs that boot your custom board reliably, from first-stage bootloader to a fully configured kernel and drivers.',
    'A board support package is what turns a new hardware design into a usable software platform. We bring up custom boards built on NXP i.MX, TI Sitara, Qualcomm, Renesas, Microchip and other SoCs, porting bootloaders such as U-Boot, writing device trees, configuring the Linux kernel and integrating peripheral drivers. BSPs are delivered as Yocto layers or Buildroot configurations, or for RTOS targets like Zephyr, FreeRTOS and QNX, with power management, boot-time tuning and documented build and flashing procedures.',
    '[
      {"icon":"circuit","title":"Faster board bring-up","description":"Experienced bring-up engineers get new hardware booting quickly and feed hardware issues back to the board team early."},
      {"icon":"repeat","title":"Reproducible builds","description":"Yocto layers and scripted builds let any engineer regenerate the exact same images for production."},
      {"icon":"users","title":"Application teams unblocked","description":"A stable, documented platform lets application developers focus on product features instead of low-level plumbing."}
    ]'::jsonb,
    array[
      'Hardware bring-up and board schematic review',
      'U-Boot and first-stage bootloader porting and configuration',
      'Device tree development and kernel configuration',
      'Yocto layers, Buildroot configurations and SDK generation',
      'Power management, suspend/resume and DVFS support',
      'Boot-time optimization and secure boot enablement',
      'BSP maintenance and kernel version upgrades'
    ],
    'Board support package development: U-Boot, device trees, Linux kernel bring-up, Yocto layers, RTOS BSPs, power management and secure boot.',
    15
  ),
  (
    'ci-cd',
    'CI/CD',
    'embedded',
    'OS & Platform',
    'embedded-cicd',
    'CI/CD for Embedded Systems',
    'Automated build, test and release pipelines for firmware and embedded Linux, including real hardware in the loop.',
    'Embedded teams benefit from continuous integration as much as web teams do, but need pipelines that understand cross-compilers, large Yocto builds and physical targets. We build pipelines in Jenkins, GitLab CI and GitHub Actions with containerized toolchains, build caching, and static analysis and unit testing on every commit. Hardware-in-the-loop test farms flash and exercise real boards automatically, and release stages sign artifacts, generate SBOMs and publish images for over-the-air update systems.',
    '[
      {"icon":"git-branch","title":"Issues caught per commit","description":"Every change is built, analyzed and tested automatically, so regressions are found within minutes rather than at integration."},
      {"icon":"wrench","title":"Consistent toolchains","description":"Containerized build environments remove the gap between a developer''s laptop and the release build."},
      {"icon":"tags","title":"Traceable releases","description":"Signed artifacts, SBOMs and versioned pipelines make it clear exactly what shipped in every firmware image."}
    ]'::jsonb,
    array[
      'Pipeline design in Jenkins, GitLab CI and GitHub Actions',
      'Containerized cross-compilation toolchains with Docker',
      'Yocto build acceleration with shared state and caching',
      'Static analysis and unit testing integrated into builds',
      'Hardware-in-the-loop test farms with automated flashing',
      'Artifact signing, SBOM generation and release management',
      'OTA update pipeline integration with Mender or SWUpdate'
    ],
    'CI/CD for embedded software: Jenkins and GitLab pipelines, containerized toolchains, Yocto caching, hardware-in-the-loop testing and signed OTA releases.',
    16
  ),
  (
    'device-drivers',
    'Device drivers',
    'embedded',
    'Firmware & Drivers',
    'device-drivers',
    'Device Driver Development',
    'Stable, performant drivers for Linux, Windows and RTOS platforms that let your hardware work well with the operating system.',
    'We develop kernel and user-space drivers for Linux, Android, Windows and RTOS platforms, covering buses and peripherals such as PCIe, USB, I2C, SPI, SDIO, Ethernet, CAN, cameras, displays and audio. Our engineers work within the relevant frameworks, including V4L2, ALSA, DRM/KMS, netdev and WDF, and design for DMA efficiency, interrupt handling and power management. Drivers are stress-tested, profiled and prepared for upstream submission to the mainline Linux kernel where customers want long-term community maintenance.',
    '[
      {"icon":"gauge","title":"Full hardware performance","description":"Efficient DMA, interrupt and buffer handling lets devices reach their rated throughput and latency."},
      {"icon":"shield","title":"Operating system stability","description":"Drivers that follow kernel frameworks and locking rules avoid crashes, hangs and memory corruption in the field."},
      {"icon":"wrench","title":"Lower maintenance burden","description":"Upstream-quality code keeps pace with kernel updates instead of being reworked for every new release."}
    ]'::jsonb,
    array[
      'Linux kernel drivers for PCIe, USB, I2C, SPI and SDIO',
      'Camera, display and audio drivers on V4L2, DRM and ALSA',
      'Network and CAN drivers for Ethernet and automotive buses',
      'Windows KMDF and UMDF driver development',
      'RTOS and bare-metal driver development for Zephyr and FreeRTOS',
      'Driver performance profiling, stress and stability testing',
      'Upstream patch preparation and Linux kernel submission'
    ],
    'Device driver development for Linux, Windows and RTOS: PCIe, USB, camera, display, audio, network and CAN drivers, with upstream-ready kernel code.',
    17
  ),
  (
    'diagnostics',
    'Diagnostics',
    'embedded',
    'Firmware & Drivers',
    'embedded-diagnostics',
    'Embedded Diagnostics & Fault Management',
    'On-board diagnostics, self-test and fault logging that help products detect, report and recover from failures in the field.',
    'We build the diagnostic layers that let embedded products test themselves and explain their failures. This includes power-on and built-in self-test for memory, peripherals and communication links, runtime health monitoring, and watchdog and fault recovery strategies. For automotive and industrial systems we implement UDS (ISO 14229) and OBD diagnostic services, DTC management and diagnostic communication over CAN and DoIP, along with factory test firmware and remote logging that shorten root-cause analysis for field returns.',
    '[
      {"icon":"search","title":"Quicker fault isolation","description":"Structured diagnostic trouble codes and logs point service teams to the failing component directly."},
      {"icon":"activity","title":"Higher system uptime","description":"Runtime monitoring and recovery strategies keep devices running or failing safely when faults occur."},
      {"icon":"flask","title":"Efficient manufacturing test","description":"Dedicated factory diagnostic firmware speeds up end-of-line testing and board-level screening."}
    ]'::jsonb,
    array[
      'Power-on and built-in self-test for memory and peripherals',
      'UDS (ISO 14229) and OBD diagnostic service implementation',
      'DTC management and diagnostic communication over CAN and DoIP',
      'Watchdog, health monitoring and fault recovery strategies',
      'Manufacturing and end-of-line test firmware',
      'Crash dumps, event logging and remote telemetry',
      'PC-based diagnostic and service tools'
    ],
    'Embedded diagnostics: built-in self-test, UDS and OBD services, DTC management, watchdog and fault recovery, factory test firmware and field logging.',
    18
  ),
  (
    'os-porting-and-customization',
    'OS porting and customization',
    'embedded',
    'OS & Platform',
    'os-porting',
    'OS Porting & Customization',
    'Porting and tailoring Linux, Android and real-time operating systems to new processors, boards and product requirements.',
    'We port operating systems to new hardware and customize them to fit a product''s constraints. Our engineers adapt embedded Linux, Android (AOSP), Zephyr, FreeRTOS, QNX and VxWorks to new SoCs and architectures, migrate applications between RTOSes, and apply PREEMPT_RT patches where real-time response matters. Customization covers kernel and root file system trimming, scheduler tuning, boot-time and memory reduction, security hardening and long-term maintenance of kernel and middleware versions.',
    '[
      {"icon":"shuffle","title":"Hardware flexibility","description":"Porting expertise lets you move to a new processor or architecture without rewriting your application stack."},
      {"icon":"cog","title":"Tuned for the product","description":"Trimmed kernels and file systems reduce boot time, memory use and attack surface for each device."},
      {"icon":"zap","title":"Real-time where needed","description":"PREEMPT_RT and RTOS configuration bring worst-case latencies within the limits your control loops require."}
    ]'::jsonb,
    array[
      'Embedded Linux porting to new SoCs and architectures',
      'Android AOSP porting, HAL development and customization',
      'Zephyr, FreeRTOS, QNX and VxWorks porting',
      'RTOS-to-RTOS and RTOS-to-Linux application migration',
      'PREEMPT_RT integration and latency tuning',
      'Kernel and root file system footprint reduction',
      'Long-term kernel maintenance and security patching'
    ],
    'OS porting and customization: embedded Linux, Android AOSP, Zephyr, FreeRTOS, QNX and VxWorks on new hardware, with PREEMPT_RT and footprint tuning.',
    19
  ),
  (
    'cyber-security',
    'Cyber security',
    'embedded',
    'Security & V&V',
    'embedded-cybersecurity',
    'Embedded Cybersecurity',
    'Security engineering for connected devices, from threat analysis and secure boot to standards-aligned development practices.',
    'Connected devices need security designed in from the hardware root of trust upward. We perform threat analysis and risk assessment (TARA) aligned with ISO/SAE 21434 for automotive and IEC 62443 for industrial systems, and map requirements to regulations such as the EU Cyber Resilience Act. Implementation work includes secure boot chains, TrustZone and TEE integration, secure key storage with HSMs and TPMs, encrypted communication and signed firmware updates, backed by penetration testing, fuzzing and SBOM-based vulnerability management.',
    '[
      {"icon":"shield","title":"Reduced attack surface","description":"Threat-driven design closes the interfaces and weaknesses an attacker is most likely to exploit."},
      {"icon":"badge-check","title":"Standards alignment","description":"Work products follow ISO/SAE 21434 and IEC 62443 processes, supporting your own compliance and audits."},
      {"icon":"lock","title":"Trusted firmware updates","description":"Signed and verified update chains prevent tampered images from ever running on a device."}
    ]'::jsonb,
    array[
      'Threat analysis and risk assessment (TARA)',
      'ISO/SAE 21434 and IEC 62443 security process support',
      'Secure boot and hardware root of trust implementation',
      'TrustZone, OP-TEE, HSM and TPM integration',
      'TLS, secure key provisioning and encrypted storage',
      'Penetration testing and protocol fuzzing of devices',
      'SBOM creation and vulnerability monitoring'
    ],
    'Embedded cybersecurity: TARA, ISO/SAE 21434 and IEC 62443 support, secure boot, TrustZone and HSM integration, penetration testing and SBOMs.',
    20
  ),
  (
    'verification-and-validation',
    'Verification and validation',
    'embedded',
    'Security & V&V',
    'embedded-vv',
    'Embedded Software Verification & Validation',
    'Independent testing of embedded software, from unit level to hardware-in-the-loop, with traceability from requirements to results.',
    'Our V&V engineers verify that embedded software meets its requirements and validate that the product works as intended in its real environment. We write unit and integration tests with code coverage up to MC/DC, perform static analysis against MISRA C and CERT C, and build HIL and SIL test benches with tools such as dSPACE, NI VeriStand and Vector CANoe. Test processes follow ISO 26262, IEC 61508, DO-178C or IEC 62304 where required, with bidirectional traceability between requirements, tests and results.',
    '[
      {"icon":"scale","title":"Independent perspective","description":"A separate V&V team finds defects and requirement gaps that developers testing their own code tend to miss."},
      {"icon":"clipboard-check","title":"Safety compliance support","description":"Structured coverage, traceability and test records support functional safety assessments and audits."},
      {"icon":"monitor-check","title":"Realistic system testing","description":"Hardware-in-the-loop benches reproduce real signals, loads and fault conditions without needing a full vehicle or plant."}
    ]'::jsonb,
    array[
      'Test strategy and requirement-based test case design',
      'Unit and integration testing with statement, branch and MC/DC coverage',
      'Static analysis for MISRA C and CERT C compliance',
      'HIL and SIL test bench development with dSPACE and NI',
      'CAN, LIN and automotive Ethernet testing with Vector CANoe',
      'Test automation frameworks and regression suites',
      'Requirements traceability for ISO 26262, DO-178C and IEC 62304'
    ],
    'Embedded software verification and validation: unit testing to MC/DC, MISRA static analysis, HIL/SIL benches and traceability for ISO 26262 and DO-178C.',
    21
  ),
  (
    'data-analytics-ai-and-machine-learning',
    'Data Analytics, AI and Machine Learning',
    'software',
    'AI, Data & Cloud',
    'data-ai-ml',
    'Data Analytics, AI & Machine Learning',
    'Data platforms, analytics and production machine learning that turn your operational data into decisions and working products.',
    'We help organizations build the data foundation and models that AI depends on. Our engineers design data pipelines and lakehouse platforms on Databricks, Snowflake and cloud-native services, build dashboards in Power BI and Tableau, and develop machine learning models with Python, scikit-learn, PyTorch and TensorFlow. For generative AI we build retrieval-augmented applications on large language models, and our MLOps practice with MLflow, Kubeflow and SageMaker keeps models versioned, monitored and retrained in production.',
    '[
      {"icon":"chart","title":"Decisions backed by data","description":"Reliable pipelines and clear dashboards give business teams one trusted view of their metrics."},
      {"icon":"brain","title":"Models that reach production","description":"MLOps practices move models beyond notebooks into monitored, maintainable services."},
      {"icon":"scale","title":"Responsible AI practices","description":"Data governance, evaluation and drift monitoring keep model behavior understood and accountable."}
    ]'::jsonb,
    array[
      'Data engineering pipelines and lakehouse architecture',
      'BI dashboards and reporting in Power BI and Tableau',
      'Predictive modeling, forecasting and anomaly detection',
      'Computer vision and natural language processing solutions',
      'Generative AI and retrieval-augmented LLM applications',
      'MLOps with MLflow, Kubeflow and SageMaker',
      'Data governance, quality and model monitoring'
    ],
    'Data analytics, AI and machine learning services: data pipelines, BI dashboards, predictive models, generative AI applications and MLOps in production.',
    22
  ),
  (
    'cloud-architecture-and-engineering',
    'Cloud Architecture and Engineering',
    'software',
    'AI, Data & Cloud',
    'cloud-architecture',
    'Cloud Architecture & Engineering',
    'Secure, scalable cloud platforms on AWS, Azure and Google Cloud, designed, migrated and operated as code.',
    'Our cloud architects design landing zones, networking and identity on AWS, Microsoft Azure and Google Cloud following the providers'' well-architected frameworks. We plan and execute migrations, re-platform applications onto containers with Kubernetes (EKS, AKS, GKE) and serverless services, and define all infrastructure as code with Terraform and CI/CD pipelines. Ongoing work covers observability, security posture management, disaster recovery design and FinOps reviews that keep cloud spending aligned with actual usage.',
    '[
      {"icon":"cloud","title":"Scale on demand","description":"Elastic, container-based architectures handle peak loads without permanent over-provisioning."},
      {"icon":"coins","title":"Controlled cloud costs","description":"Rightsizing, tagging and FinOps reporting make spending visible and keep it tied to business value."},
      {"icon":"repeat","title":"Repeatable environments","description":"Infrastructure as code lets teams recreate, review and audit every environment from version control."}
    ]'::jsonb,
    array[
      'Cloud readiness assessment and migration planning',
      'Landing zone, network and identity architecture',
      'Infrastructure as code with Terraform and Bicep',
      'Kubernetes platforms on EKS, AKS and GKE',
      'Serverless and event-driven application design',
      'Observability, backup and disaster recovery setup',
      'FinOps cost analysis and optimization'
    ],
    'Cloud architecture and engineering on AWS, Azure and GCP: migration, landing zones, Terraform, Kubernetes, serverless, disaster recovery and FinOps.',
    23
  ),
  (
    'salesforce-implementation-and-support',
    'Salesforce Implementation and Support',
    'software',
    'Application Services',
    'salesforce-services',
    'Salesforce Implementation & Support',
    'Salesforce implementations, customizations and managed support that fit the way your sales and service teams actually work.',
    'We implement and extend Salesforce across Sales Cloud, Service Cloud, Experience Cloud and Marketing Cloud, starting from business process workshops and a clear data model. Our consultants and developers configure Flows, build custom Lightning Web Components and Apex, and integrate Salesforce with ERP and other systems through MuleSoft and REST APIs. After go-live, our support team handles administration, release management, data migration and enhancements, keeping the org healthy through each Salesforce seasonal release.',
    '[
      {"icon":"user-check","title":"Higher user adoption","description":"Configurations designed around real workflows make Salesforce a tool teams want to use every day."},
      {"icon":"network","title":"Connected customer data","description":"Integrations with ERP, marketing and support systems give every team the same view of the customer."},
      {"icon":"building","title":"A maintainable org","description":"Declarative-first design and governed releases keep technical debt low as requirements change."}
    ]'::jsonb,
    array[
      'Sales Cloud and Service Cloud implementation',
      'Experience Cloud portals and Marketing Cloud setup',
      'Apex, Lightning Web Components and Flow development',
      'Integration through MuleSoft, REST and SOAP APIs',
      'Data migration and deduplication from legacy CRMs',
      'Org health checks, security review and optimization',
      'Managed administration, release and enhancement support'
    ],
    'Salesforce implementation and support: Sales, Service, Experience and Marketing Cloud, Apex and LWC development, MuleSoft integration and managed admin.',
    24
  ),
  (
    'application-development-and-maintenance',
    'Application Development and Maintenance',
    'software',
    'Application Services',
    'app-dev-maintenance',
    'Application Development & Maintenance',
    'Custom web, mobile and enterprise applications, built with modern engineering practices and maintained for the long term.',
    'We design and build custom applications across web, mobile and back-end systems using stacks such as React, Next.js, Angular, Node.js, Java Spring Boot, .NET and Python, and Flutter or native code for mobile. Teams work in agile iterations with code review, automated testing and CI/CD from the first sprint. For existing applications we take over maintenance under defined service levels, fix defects, upgrade frameworks, and modernize monolithic or legacy systems into modular, API-driven and microservice architectures.',
    '[
      {"icon":"puzzle","title":"Software fit for purpose","description":"Custom applications are shaped around your processes instead of forcing teams to work around packaged tools."},
      {"icon":"route","title":"Predictable delivery","description":"Short iterations with regular demos keep scope, progress and priorities visible to stakeholders."},
      {"icon":"sparkles","title":"Legacy systems modernized","description":"Incremental modernization reduces risk and keeps the business running while old code is replaced."}
    ]'::jsonb,
    array[
      'Web applications with React, Next.js and Angular',
      'Back-end services in Java, .NET, Node.js and Python',
      'Cross-platform and native mobile app development',
      'API design, integration and microservices architecture',
      'Legacy application modernization and re-engineering',
      'Application maintenance with defined service levels',
      'Performance tuning, upgrades and technical debt reduction'
    ],
    'Application development and maintenance: custom web and mobile apps, APIs and microservices, legacy modernization and SLA-based application support.',
    25
  ),
  (
    'quality-assurance',
    'Quality Assurance',
    'software',
    'Application Services',
    'qa-testing',
    'Quality Assurance & Software Testing',
    'Manual and automated testing across functional, performance and security dimensions so releases ship with confidence.',
    'Our QA engineers plan and run testing across web, mobile, API and enterprise applications. We build automation frameworks with Selenium, Playwright, Cypress and Appium, API suites with Postman and REST Assured, and performance tests with JMeter, Gatling and k6, all wired into CI/CD pipelines for continuous testing. Functional, regression, accessibility (WCAG) and security testing, together with test data management and clear defect reporting, give product teams an honest view of release readiness.',
    '[
      {"icon":"bug","title":"Fewer production defects","description":"Risk-based test coverage finds critical issues before customers encounter them."},
      {"icon":"rocket","title":"Faster release cycles","description":"Automated regression suites run on every build, replacing days of manual retesting."},
      {"icon":"gauge","title":"Performance known in advance","description":"Load and stress testing reveal capacity limits and bottlenecks before real traffic does."}
    ]'::jsonb,
    array[
      'Test strategy, planning and risk-based test design',
      'UI automation with Selenium, Playwright and Cypress',
      'Mobile app testing with Appium on real devices',
      'API testing with Postman and REST Assured',
      'Performance and load testing with JMeter and k6',
      'Accessibility testing against WCAG guidelines',
      'Continuous testing integrated into CI/CD pipelines'
    ],
    'Quality assurance and software testing: Selenium, Playwright and Appium automation, API, performance and accessibility testing, and continuous testing.',
    26
  ),
  (
    'it-infrastructure',
    'IT Infrastructure',
    'software',
    'Infrastructure & Technical',
    'it-infrastructure',
    'IT Infrastructure Services',
    'Design, deployment and management of the networks, servers, end-user systems and security that keep your business running.',
    'We design and manage IT infrastructure for growing organizations, spanning data center and hybrid environments, enterprise networking, and end-user computing. Our engineers deploy and maintain servers, VMware and Hyper-V virtualization, storage and backup, configure LAN, WAN, SD-WAN, firewalls and VPNs, and administer Microsoft 365, Active Directory and Entra ID. Monitoring, patching, endpoint protection and ITIL-aligned service desk processes keep systems secure and available, with documented runbooks for every environment we manage.',
    '[
      {"icon":"server","title":"Reliable daily operations","description":"Proactive monitoring and patching catch issues before they interrupt employees and customers."},
      {"icon":"lock","title":"Security built into IT","description":"Firewalls, identity controls and endpoint protection are configured as part of the infrastructure, not added later."},
      {"icon":"trending-up","title":"Room to grow","description":"Scalable network and hybrid designs support new offices, users and workloads without redesign."}
    ]'::jsonb,
    array[
      'Infrastructure assessment, design and documentation',
      'Server, storage and VMware or Hyper-V virtualization',
      'LAN, WAN, SD-WAN, firewall and VPN configuration',
      'Microsoft 365, Active Directory and Entra ID administration',
      'Backup, disaster recovery and business continuity planning',
      'Network and system monitoring with proactive patching',
      'ITIL-aligned service desk and end-user support'
    ],
    'IT infrastructure services: servers, virtualization, networking, SD-WAN and firewalls, Microsoft 365 administration, backup, monitoring and service desk.',
    27
  ),
  (
    'engineering-and-technical-services',
    'Engineering and Technical Services',
    'software',
    'Infrastructure & Technical',
    'engineering-technical-services',
    'Engineering & Technical Services',
    'Flexible engineering capacity and technical specialists who extend your teams across hardware, software and product programs.',
    'Many programs need specialist engineering skills for a defined period, or a dedicated offshore team that grows with the product. We provide engineers across semiconductor, embedded and software disciplines, working as staff augmentation, dedicated development centers or outcome-based project teams from our Hyderabad office. Alongside delivery we offer technical documentation, product sustenance and obsolescence management, tool and flow automation, and knowledge-transfer processes that keep work transparent and transferable.',
    '[
      {"icon":"shuffle","title":"Flexible engagement models","description":"Choose staff augmentation, a dedicated team or a fixed-scope project according to what each program needs."},
      {"icon":"award","title":"Cross-domain expertise","description":"Access to semiconductor, embedded and software engineers under one roof simplifies multi-discipline programs."},
      {"icon":"history","title":"Continuity of knowledge","description":"Documented processes and structured knowledge transfer protect your programs when people or priorities change."}
    ]'::jsonb,
    array[
      'Engineering staff augmentation across hardware and software',
      'Dedicated offshore development teams in Hyderabad',
      'Fixed-scope and outcome-based engineering projects',
      'Product sustenance, obsolescence and component redesign support',
      'Technical documentation, user manuals and specifications',
      'Engineering tool, flow and script automation',
      'Structured knowledge transfer and onboarding programs'
    ],
    'Engineering and technical services from Hyderabad: staff augmentation, dedicated teams, product sustenance, technical documentation and flow automation.',
    28
  );

insert into public.industries (slug, name, description, title, subtitle, intro_heading, intro_description, offerings, meta_description, sort_order) values
  (
    'semiconductor',
    'Semiconductor',
    'Design, verification, DFT and post-silicon validation support that keeps tape-out schedules on track and yield climbing.',
    'Semiconductor Industry Solutions',
    'Engineering capacity across the silicon lifecycle, from RTL and verification through ATE test programs and first-silicon bring-up.',
    'Accelerating Silicon from Spec to Production',
    'Semiconductor programs are governed by the tape-out date, and every respin costs months and mask sets. Our engineers work inside your flow across RTL design, UVM-based verification, synthesis and timing closure, DFT insertion and physical design, so that coverage, scan and timing sign-off converge together rather than one after another. After first silicon, we run post-silicon validation, bench characterization and ATE test program development to shorten bring-up and support the production ramp. Embedded and software teams complete the picture with boot firmware, board support packages and drivers that let your customers evaluate parts from day one.',
    '[
      {"icon":"chip","title":"RTL Design and Verification","description":"SystemVerilog RTL, UVM testbenches, formal property checking and coverage closure planned against your tape-out milestones rather than squeezed into the final weeks."},
      {"icon":"radar","title":"DFT and Test Architecture","description":"Scan insertion, ATPG, memory BIST, boundary scan and test compression architectures that meet fault-coverage targets while keeping test time and die area under control."},
      {"icon":"layers","title":"Physical Design and Sign-off","description":"Floorplanning, place and route, clock tree synthesis, static timing analysis and physical verification through DRC, LVS and IR-drop sign-off for a clean tape-out."},
      {"icon":"microscope","title":"Post-Silicon Validation","description":"Lab bring-up, functional and electrical validation, and bench characterization across process, voltage and temperature corners to find silicon issues before your customers do."},
      {"icon":"gauge","title":"ATE Test Program Development","description":"Test program creation, pattern conversion and tester correlation on production ATE platforms, with test-time reduction and yield data analysis to support volume ramp."},
      {"icon":"code","title":"Silicon Enablement Software","description":"Boot firmware, Linux and RTOS board support packages, device drivers and evaluation-board software that help your customers design your chips into their products sooner."}
    ]'::jsonb,
    'Semiconductor engineering services from Hyderabad: RTL design, verification, DFT, physical design, post-silicon validation and ATE test development.',
    1
  ),
  (
    'bfsi',
    'BFSI',
    'Secure, compliant technology for banks, NBFCs and payment firms, from core banking modernization to real-time fraud analytics.',
    'BFSI Technology Solutions',
    'Modernize core platforms, secure payment flows and meet regulatory expectations in banking, financial services and insurance without disrupting the services customers rely on.',
    'Modernizing Financial Services Without Losing Control',
    'Banks, NBFCs and payment companies have to ship digital products quickly while satisfying RBI guidelines, PCI DSS and their own risk committees. We help by decoupling legacy core banking systems through APIs and phased migration, building cloud-ready applications with security designed in, and engineering the data pipelines behind fraud analytics and regulatory reporting. Our QA and IT infrastructure teams add automated testing, performance engineering and hardened environments, while our embedded engineers support the firmware and device integration behind ATMs, POS terminals and biometric authentication hardware.',
    '[
      {"icon":"bank","title":"Core Banking Modernization","description":"API layers, microservices and phased data migration that move products off legacy core banking platforms while branch, mobile and internet banking channels keep running."},
      {"icon":"credit-card","title":"Payments and UPI Engineering","description":"Design, integration and load testing of UPI, IMPS, card and wallet flows, built for high transaction volumes, idempotent processing and fast, accurate reconciliation."},
      {"icon":"fingerprint","title":"Fraud and Risk Analytics","description":"Real-time transaction monitoring, anomaly detection and machine learning risk-scoring models with explainable outputs that compliance and fraud operations teams can act on."},
      {"icon":"file-text","title":"Regulatory Reporting Automation","description":"Data lineage, validation rules and automated report generation for RBI returns and internal risk reporting, reducing manual spreadsheet effort and reconciliation errors."},
      {"icon":"lock","title":"Security and PCI DSS Readiness","description":"Cardholder data environment scoping, secure SDLC practices, vulnerability remediation and infrastructure hardening aligned with PCI DSS requirements and RBI cybersecurity frameworks."},
      {"icon":"smartphone","title":"Digital Banking Channels","description":"Mobile banking apps, digital onboarding with video KYC and customer portals, backed by automated regression testing and performance engineering for peak-day traffic."}
    ]'::jsonb,
    'BFSI technology services: core banking modernization, UPI and payments engineering, fraud analytics, PCI DSS readiness and RBI regulatory reporting.',
    2
  ),
  (
    'insurance',
    'Insurance',
    'Policy administration, claims automation and underwriting analytics for insurers modernizing legacy platforms and digital channels.',
    'Insurance Technology Solutions',
    'Connect policy, claims and billing systems, automate routine decisions and give underwriters the data they need for sharper risk selection.',
    'Modernizing the Insurance Value Chain',
    'Many insurers still run long-lived products on policy administration systems that were never designed for digital distribution or real-time data. We integrate and extend platforms such as Guidewire and Duck Creek, build APIs that connect agent, broker and customer portals to the core, and automate claims intake and triage with document AI and rules engines. Our data engineers assemble the actuarial and finance data foundations that IFRS 17 reporting and underwriting models depend on, while our IoT and embedded expertise supports telematics and connected-device programs for usage-based cover.',
    '[
      {"icon":"plug","title":"Policy Administration Integration","description":"Configuration, extension and integration of Guidewire, Duck Creek and in-house policy administration systems with rating engines, billing, document generation and distribution channels."},
      {"icon":"workflow","title":"Claims Automation","description":"First notice of loss digitization, document extraction, straight-through processing for simple claims and intelligent routing that sends complex cases to experienced adjusters."},
      {"icon":"chart","title":"Underwriting Models and Analytics","description":"Risk scoring, pricing support and underwriting workbench analytics built on governed data, with model monitoring that keeps decisions explainable to actuaries and regulators."},
      {"icon":"database","title":"IFRS 17 Data Foundations","description":"Data pipelines, cash-flow inputs and reconciliation controls that feed IFRS 17 measurement engines and financial reporting with traceable, auditable figures."},
      {"icon":"network","title":"Digital Distribution Portals","description":"Agent, broker and policyholder portals and mobile apps for quotes, issuance, endorsements and renewals, connected to core systems through secure, well-documented APIs."},
      {"icon":"signal","title":"Telematics and Connected Insurance","description":"Device firmware, data ingestion and analytics for vehicle telematics and connected home sensors that enable usage-based pricing and proactive loss prevention."}
    ]'::jsonb,
    'Insurance IT services: Guidewire and Duck Creek integration, claims automation, underwriting analytics, IFRS 17 data pipelines and digital portals.',
    3
  ),
  (
    'retail',
    'Retail',
    'Omnichannel commerce, store technology and supply-chain data engineering for retailers serving customers online and in-store.',
    'Retail Technology Solutions',
    'Unify digital storefronts, store systems and supply-chain data so every channel sells from the same accurate view of inventory.',
    'Connecting Every Channel, Store and Shelf',
    'Shoppers move between apps, websites and stores and expect consistent prices, stock and service everywhere. We build and integrate omnichannel commerce on platforms including Salesforce Commerce Cloud, connect order management and inventory systems, and develop the data pipelines behind demand forecasting and supply-chain visibility. Our embedded engineers bring firmware, device driver and Linux platform skills to POS terminals, handheld scanners, kiosks and edge gateways, while our cloud and QA teams keep peak-season traffic stable and releases predictable.',
    '[
      {"icon":"cart","title":"Omnichannel Commerce Platforms","description":"Salesforce Commerce Cloud implementation, headless storefronts and order management integration supporting click-and-collect, ship-from-store and endless-aisle journeys."},
      {"icon":"store","title":"POS and Edge Device Engineering","description":"Firmware, device drivers, peripheral integration and secure remote updates for POS terminals, self-checkout kiosks, handheld scanners and in-store edge gateways."},
      {"icon":"trending-up","title":"Demand Forecasting and Pricing","description":"Machine learning forecasts at store and SKU level that combine sales history, promotions and seasonality to guide replenishment, markdown and pricing decisions."},
      {"icon":"truck","title":"Supply-Chain Visibility","description":"Event-driven integration across suppliers, warehouses, carriers and stores that gives planners a near real-time view of inventory, shipments and fulfillment exceptions."},
      {"icon":"user-check","title":"Customer Data and Personalization","description":"Unified customer profiles, loyalty program integration and Salesforce Marketing Cloud journeys that turn consented first-party data into relevant offers across channels."},
      {"icon":"cloud","title":"Peak-Ready Cloud and QA","description":"Cloud architecture, autoscaling, performance testing and test automation that prepare search, checkout and payment flows for festive-season sales and flash promotions."}
    ]'::jsonb,
    'Retail engineering: Salesforce Commerce Cloud, omnichannel integration, POS and edge device firmware, demand forecasting and supply-chain visibility.',
    4
  ),
  (
    'automotive',
    'Automotive',
    'ECU software, AUTOSAR, ADAS and EV battery management engineering aligned with ISO 26262 and ISO/SAE 21434.',
    'Automotive Engineering Solutions',
    'Embedded software, validation and silicon expertise for software-defined vehicles, developed with functional safety and cybersecurity in mind from day one.',
    'Engineering Software-Defined Vehicles Safely',
    'Modern vehicles depend on dozens of ECUs, rapidly growing software content and chips that must meet automotive-grade requirements. We support OEMs, Tier 1 suppliers and automotive semiconductor companies with Classic and Adaptive AUTOSAR development, ADAS and EV powertrain software, and development processes aligned with ISO 26262 and Automotive SPICE. Our cybersecurity engineers apply ISO/SAE 21434 threat analysis and secure boot, and our validation teams build HIL and SIL test benches. On the silicon side, we contribute DFT, safety-mechanism verification and qualification test support for automotive-grade chips.',
    '[
      {"icon":"circuit","title":"AUTOSAR and ECU Software","description":"Classic and Adaptive AUTOSAR configuration, basic software and MCAL integration, application software components and UDS diagnostics for body, chassis and powertrain ECUs."},
      {"icon":"shield","title":"Functional Safety (ISO 26262)","description":"Hazard analysis, safety requirements, FMEA and FTA support, plus software development and verification work products prepared for ASIL-rated systems and safety assessments."},
      {"icon":"lock","title":"Automotive Cybersecurity","description":"TARA under ISO/SAE 21434, secure boot, secure diagnostics, key management and over-the-air update security designed into ECUs and gateways from the start."},
      {"icon":"radar","title":"ADAS Software and Validation","description":"Sensor interface drivers, perception and sensor-fusion software integration, and scenario-based validation for camera, radar and ultrasonic driver assistance functions."},
      {"icon":"monitor-check","title":"HIL and SIL Testing","description":"Hardware-in-the-loop and software-in-the-loop test benches, plant models, test automation and requirements traceability that catch integration faults before vehicle testing."},
      {"icon":"battery","title":"EV Battery Management Systems","description":"BMS firmware for cell monitoring, state-of-charge and state-of-health estimation, cell balancing and thermal protection, plus charger communication and diagnostics."}
    ]'::jsonb,
    'Automotive embedded engineering: AUTOSAR, ECU software, ADAS validation, HIL testing and EV BMS firmware aligned with ISO 26262 and ISO/SAE 21434.',
    5
  ),
  (
    'telecom-and-network',
    'Telecom & Network',
    '5G RAN and O-RAN software, network virtualization, OSS/BSS and networking firmware for operators and equipment makers.',
    'Telecom & Network Solutions',
    'Engineering for operators and network equipment vendors, from packet-processing firmware and virtualized network functions to OSS/BSS platforms.',
    'Building Open, Programmable Networks',
    'With 5G, disaggregated O-RAN and cloud-native cores, networks have become software systems that must still deliver carrier-grade latency and availability. We help equipment makers and operators develop and test RAN software, containerize network functions for NFV and Kubernetes platforms, and build SDN controllers and automation. Our embedded teams write firmware and drivers for switches, routers and radio units, including DPDK-based packet processing, while our software and data teams modernize OSS/BSS, service assurance and network analytics. Our semiconductor engineers extend this to verification and validation of networking and SerDes silicon.',
    '[
      {"icon":"signal","title":"5G RAN and O-RAN Engineering","description":"Development, integration and interoperability testing of O-RAN CU, DU and RU software, covering open fronthaul, E2 interfaces and near-real-time RIC xApps."},
      {"icon":"cloud","title":"NFV and Cloud-Native Functions","description":"Virtualizing and containerizing network functions for OpenStack and Kubernetes, with CI/CD pipelines, performance tuning and lifecycle orchestration for carrier-grade deployments."},
      {"icon":"workflow","title":"SDN and Network Automation","description":"SDN controller applications, NETCONF/YANG and gNMI models, and intent-based automation workflows that reduce manual configuration and speed up service provisioning."},
      {"icon":"circuit","title":"Embedded Networking Firmware","description":"Board support packages, Linux drivers and firmware for switches, routers, gateways and radio units, covering Ethernet PHYs, switching silicon and precision timing."},
      {"icon":"zap","title":"DPDK Packet Processing","description":"High-throughput data-plane software using DPDK and SmartNIC offloads, tuned for line-rate forwarding, low latency and efficient use of CPU cores."},
      {"icon":"server","title":"OSS/BSS Modernization","description":"Inventory, service assurance, mediation, billing and order management modernization using TM Forum Open APIs to support faster launches of new digital services."}
    ]'::jsonb,
    'Telecom and network engineering: 5G RAN and O-RAN software, NFV, SDN automation, DPDK packet processing, networking firmware and OSS/BSS modernization.',
    6
  );

insert into public.leaders (name, position, experience, portrait, portrait_alt, sort_order) values
  (
    'Arjun Raghavan',
    'Chief Executive Officer',
    '20+ years in ASIC design and engineering services',
    '/leadership/arjun-raghavan.svg',
    'Portrait illustration of Arjun Raghavan, Chief Executive Officer',
    1
  ),
  (
    'Meera Iyer',
    'Chief Technology Officer',
    '18 years in SoC verification and post-silicon validation',
    '/leadership/meera-iyer.svg',
    'Portrait illustration of Meera Iyer, Chief Technology Officer',
    2
  ),
  (
    'Karthik Reddy',
    'Vice President, Embedded & Software',
    '16 years in embedded Linux, BSPs and cloud platforms',
    '/leadership/karthik-reddy.svg',
    'Portrait illustration of Karthik Reddy, Vice President, Embedded & Software',
    3
  );

insert into public.company_values (icon, title, description, sort_order) values
  (
    'lightbulb',
    'Innovation',
    'We question the default flow, automate what repeats and bring proven new methods into production work.',
    1
  ),
  (
    'users',
    'Collaboration',
    'We work as an extension of your team: shared repositories, shared dashboards and engineers you can call by name.',
    2
  ),
  (
    'award',
    'Excellence',
    'Signoff means signoff: coverage closed, timing met, tests repeatable and documentation you can hand to an auditor.',
    3
  ),
  (
    'shield',
    'Integrity',
    'We estimate honestly, report risks early and protect your IP as carefully as our own.',
    4
  );

insert into public.milestones (year, title, description, sort_order) values
  (
    2024,
    'Company founded',
    'Founded in Banjara Hills, Hyderabad, with semiconductor design, verification and embedded software practices.',
    1
  ),
  (
    2025,
    'First major client',
    'Engaged by a fabless semiconductor company for verification, DFT and post-silicon validation of a production SoC.',
    2
  );

insert into public.home_service_cards (icon, title, description, gradient, sort_order) values
  (
    'chip',
    'Semiconductor Solutions',
    'RTL design, verification, DFT, physical design and signoff for ASIC, SoC and FPGA programmes.',
    'from-indigo-600 to-violet-700',
    1
  ),
  (
    'cog',
    'Engineering Services',
    'Embedded firmware, board support packages, device drivers and OS porting for production hardware.',
    'from-sky-700 to-indigo-700',
    2
  ),
  (
    'flask',
    'Testing & Validation',
    'ATE programs, bench characterization and post-silicon validation that find issues before your customers do.',
    'from-emerald-700 to-teal-800',
    3
  ),
  (
    'lightbulb',
    'Innovation Labs',
    'Prototyping, emulation and applied AI experiments that de-risk new ideas before full investment.',
    'from-fuchsia-700 to-rose-700',
    4
  );

insert into public.faqs (question, answer, sort_order) values
  (
    'How quickly will you respond to my enquiry?',
    'We reply to every email within 24 hours, usually the same business day, with an engineer assigned to your question.',
    1
  ),
  (
    'How long does a typical project take?',
    'Projects typically take 3–12 months, depending on scope: a verification or DFT engagement for one block is at the short end, a full SoC or platform programme at the long end.',
    2
  ),
  (
    'Can you work with our existing team and tools?',
    'Yes. We work inside your repositories, EDA licences, CI and issue tracker, and follow your coding and review standards.',
    3
  ),
  (
    'How do you protect our intellectual property?',
    'Every engagement starts with an NDA, access is limited to named engineers, and your design data stays on infrastructure you approve.',
    4
  );

insert into public.office_hours (day, hours, sort_order) values
  (
    'Monday–Friday',
    '9:00 AM–6:00 PM',
    1
  ),
  (
    'Saturday',
    '10:00 AM–2:00 PM',
    2
  ),
  (
    'Sunday',
    'Closed',
    3
  );

insert into public.department_contacts (name, email, sort_order) values
  (
    'General Information',
    'info@example.com',
    1
  ),
  (
    'Sales',
    'sales@example.com',
    2
  ),
  (
    'Support',
    'support@example.com',
    3
  ),
  (
    'Careers',
    'careers@example.com',
    4
  ),
  (
    'Press',
    'press@example.com',
    5
  ),
  (
    'Partnerships',
    'partnerships@example.com',
    6
  );

insert into public.offices (name, street, city, region, postal_code, country, country_code, phone, email, sort_order) values
  (
    'Hyderabad headquarters',
    'Road No. 12, Banjara Hills',
    'Hyderabad',
    'Telangana',
    '500034',
    'India',
    'IN',
    '+91 40 0000 0000',
    'info@example.com',
    1
  );
