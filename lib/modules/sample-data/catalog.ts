/**
 * The sample portfolio: fictional companies (names and .example domains are invented), each with the
 * services bought from it. Industries become tags; the loader spreads statuses, risk levels, owners and
 * custom field values over them deterministically.
 */
export interface SampleVendor {
  name: string;
  domain: string;
  industry: string;
  hq: string;
  description: string;
  useCase: string;
  services: [name: string, description: string][];
  contact: [name: string, title: string];
}

const v = (
  name: string,
  domain: string,
  industry: string,
  hq: string,
  description: string,
  useCase: string,
  services: [string, string][],
  contact: [string, string],
): SampleVendor => ({ name, domain, industry, hq, description, useCase, services, contact });

// biome-ignore format: one vendor per line reads as a table
export const SAMPLE_VENDORS: SampleVendor[] = [
  v("Northwind Cloud", "northwindcloud", "Cloud infrastructure", "Seattle, WA, US", "Public cloud compute, storage and managed databases.", "Hosts the customer-facing platform.", [["Compute", "Virtual machines and Kubernetes clusters."], ["Object storage", "Backups and document storage."]], ["Hannah Reyes", "Account Director"]),
  v("Stratus Edge", "stratusedge", "Cloud infrastructure", "Amsterdam, NL", "Content delivery network and web application firewall.", "Serves and protects the public website.", [["CDN", "Edge caching for web assets."], ["WAF", "Web application firewall rules."]], ["Joost de Vries", "Customer Success Manager"]),
  v("Bluepeak Hosting", "bluepeakhosting", "Cloud infrastructure", "Frankfurt, DE", "Managed private cloud in EU data centres.", "Runs EU data-residency workloads.", [["Private cloud", "Dedicated hypervisors in Frankfurt."]], ["Katrin Vogel", "Service Delivery Lead"]),
  v("Ironclad Backup", "ironcladbackup", "Cloud infrastructure", "Austin, TX, US", "Immutable backup and disaster recovery as a service.", "Offsite backups for production databases.", [["Backup vault", "Immutable daily snapshots."], ["DR orchestration", "Failover runbooks and testing."]], ["Marcus Bell", "Solutions Engineer"]),
  v("Latticeworks DNS", "latticeworks", "Cloud infrastructure", "Toronto, CA", "Managed authoritative DNS with DDoS protection.", "Hosts the company's DNS zones.", [["Managed DNS", "Authoritative DNS for all domains."]], ["Priya Sharma", "Technical Account Manager"]),
  v("Ledgerly", "ledgerly", "Finance and accounting", "London, GB", "Cloud accounting and accounts payable automation.", "General ledger and supplier payments.", [["General ledger", "Chart of accounts and close."], ["AP automation", "Invoice capture and approval."]], ["Oliver Grant", "Relationship Manager"]),
  v("Paystream Payroll", "paystream", "Finance and accounting", "Dublin, IE", "Multi-country payroll processing.", "Pays employees in the US, UK and Ireland.", [["Payroll", "Monthly payroll runs."], ["Payslips portal", "Employee self-service payslips."]], ["Aoife Byrne", "Implementation Lead"]),
  v("Tallyhub Expenses", "tallyhub", "Finance and accounting", "Melbourne, AU", "Expense management and corporate cards.", "Employee expenses and card reconciliation.", [["Expense reports", "Receipt capture and approval."]], ["Liam Carter", "Account Executive"]),
  v("Coinvault Treasury", "coinvault", "Finance and accounting", "Zurich, CH", "Treasury and cash management platform.", "Cash positioning across bank accounts.", [["Cash management", "Daily bank balance aggregation."]], ["Sophie Keller", "Client Partner"]),
  v("Auditwise", "auditwise", "Finance and accounting", "Chicago, IL, US", "Audit and SOX controls testing software.", "Tracks SOX control testing.", [["Controls testing", "Evidence requests and test workpapers."]], ["Daniel Kim", "Customer Success Manager"]),
  v("Peoplegrid HR", "peoplegrid", "Human resources", "San Francisco, CA, US", "HR information system and performance reviews.", "System of record for employees.", [["HRIS", "Employee records and org chart."], ["Performance", "Review cycles and goals."]], ["Grace Liu", "Account Manager"]),
  v("Talentforge Recruiting", "talentforge", "Human resources", "Berlin, DE", "Applicant tracking and interview scheduling.", "Hiring pipeline for all teams.", [["ATS", "Job postings and candidate pipeline."]], ["Felix Braun", "Customer Success Manager"]),
  v("Benefitly", "benefitly", "Human resources", "Boston, MA, US", "Benefits administration and open enrolment.", "US employee benefits enrolment.", [["Benefits admin", "Plan enrolment and carrier feeds."]], ["Rachel Moore", "Client Manager"]),
  v("Learnloop", "learnloop", "Human resources", "Lisbon, PT", "Learning management and compliance training.", "Security awareness and compliance courses.", [["LMS", "Course catalogue and completion tracking."]], ["Inês Costa", "Partner Manager"]),
  v("Checkpoint Screening", "checkpointscreening", "Human resources", "Atlanta, GA, US", "Background and reference checks.", "Pre-employment screening.", [["Background checks", "Criminal, education and employment checks."]], ["Tyrone Jackson", "Account Manager"]),
  v("Signalhouse CRM", "signalhouse", "Sales and marketing", "New York, NY, US", "Customer relationship management.", "Sales pipeline and customer records.", [["CRM", "Accounts, contacts and opportunities."], ["Sales analytics", "Forecasting dashboards."]], ["Emily Chen", "Account Executive"]),
  v("Brightmail", "brightmail", "Sales and marketing", "Paris, FR", "Email marketing and newsletter delivery.", "Marketing newsletters to prospects.", [["Email campaigns", "Newsletter design and sending."]], ["Camille Martin", "Customer Success Manager"]),
  v("Adpilot", "adpilot", "Sales and marketing", "Los Angeles, CA, US", "Programmatic advertising management.", "Paid acquisition campaigns.", [["Campaign manager", "Bid management across ad networks."]], ["Jason Park", "Media Director"]),
  v("Pollster Insights", "pollster", "Sales and marketing", "Manchester, GB", "Customer surveys and NPS analytics.", "Post-onboarding customer surveys.", [["Surveys", "NPS and CSAT surveys."]], ["Amelia Hughes", "Research Lead"]),
  v("Webcanvas CMS", "webcanvas", "Sales and marketing", "Stockholm, SE", "Headless content management system.", "Publishes the marketing website.", [["Headless CMS", "Content modelling and publishing API."]], ["Erik Lindqvist", "Solutions Architect"]),
  v("Helpdeskly", "helpdeskly", "Customer support", "Copenhagen, DK", "Ticketing and customer support suite.", "Handles customer support tickets.", [["Ticketing", "Email and web form tickets."], ["Knowledge base", "Public help centre."]], ["Mette Jensen", "Account Manager"]),
  v("Chatterbox Live", "chatterbox", "Customer support", "Tel Aviv, IL", "Live chat and chatbot widget.", "Website chat with customers.", [["Live chat", "Embedded website chat."]], ["Noa Levi", "Customer Success Manager"]),
  v("Callbridge Telephony", "callbridge", "Customer support", "Denver, CO, US", "Cloud contact-centre telephony.", "Inbound support phone lines.", [["Contact centre", "IVR, queues and call recording."]], ["Brian O'Neil", "Account Executive"]),
  v("Translately", "translately", "Customer support", "Warsaw, PL", "Translation management and localisation.", "Localises the product and help centre.", [["Localisation", "Translation memory and in-context review."]], ["Marta Zielińska", "Localization Manager"]),
  v("Codeharbor", "codeharbor", "Software development", "San Francisco, CA, US", "Source code hosting and CI pipelines.", "Hosts all source code and builds.", [["Repositories", "Git hosting and code review."], ["CI runners", "Build and test pipelines."]], ["Ravi Patel", "Enterprise Account Manager"]),
  v("Bugtrace", "bugtrace", "Software development", "Kraków, PL", "Error monitoring and performance tracing.", "Production error alerts.", [["Error monitoring", "Exception tracking and alerting."]], ["Agnieszka Nowak", "Support Engineer"]),
  v("Flagship Features", "flagshipfeatures", "Software development", "Portland, OR, US", "Feature flag management.", "Gradual rollouts of product features.", [["Feature flags", "Targeted rollouts and experiments."]], ["Megan Foster", "Customer Success Manager"]),
  v("Pipelane Deploy", "pipelane", "Software development", "Vancouver, CA", "Continuous delivery and release orchestration.", "Deploys services to production.", [["Release orchestration", "Deployment pipelines and approvals."]], ["Noah Tremblay", "Solutions Engineer"]),
  v("Docsmith API", "docsmith", "Software development", "Tallinn, EE", "API documentation hosting.", "Public developer documentation.", [["Developer portal", "Hosted API reference."]], ["Kristjan Tamm", "Account Manager"]),
  v("Sentinel Identity", "sentinelid", "Security", "Austin, TX, US", "Single sign-on and multi-factor authentication.", "Workforce identity provider.", [["SSO", "SAML and OIDC single sign-on."], ["MFA", "Push and hardware key MFA."]], ["Carlos Mendoza", "Security Account Manager"]),
  v("Vaultline Secrets", "vaultline", "Security", "Edinburgh, GB", "Secrets management and key rotation.", "Stores production credentials.", [["Secrets vault", "Encrypted secrets with audit trail."]], ["Fiona MacLeod", "Technical Account Manager"]),
  v("Watchtower SIEM", "watchtower", "Security", "Reston, VA, US", "Security information and event management.", "Central security log analysis.", [["SIEM", "Log ingestion, detection rules and alerts."], ["Managed detection", "24/7 alert triage."]], ["Derek Howard", "Engagement Manager"]),
  v("Endpoint Shield", "endpointshield", "Security", "Prague, CZ", "Endpoint detection and response for laptops and servers.", "Protects employee laptops.", [["EDR", "Endpoint detection and response agent."]], ["Tomáš Novák", "Partner Manager"]),
  v("Phishguard", "phishguard", "Security", "Singapore, SG", "Email security and phishing simulation.", "Filters inbound email and trains staff.", [["Email filtering", "Inbound phishing and malware filtering."], ["Phishing simulation", "Quarterly simulated campaigns."]], ["Wei Ling Tan", "Customer Success Manager"]),
  v("Redline Pentest", "redlinepentest", "Security", "Utrecht, NL", "Penetration testing and red teaming services.", "Annual application penetration test.", [["Penetration testing", "Web and API testing."]], ["Sanne Bakker", "Engagement Lead"]),
  v("Datacrate Warehouse", "datacrate", "Data and analytics", "Seattle, WA, US", "Cloud data warehouse.", "Analytics warehouse for product data.", [["Warehouse", "Columnar storage and SQL compute."]], ["Jessica Wong", "Account Executive"]),
  v("Chartmill BI", "chartmill", "Data and analytics", "Oslo, NO", "Business intelligence dashboards.", "Company KPI dashboards.", [["Dashboards", "Self-service reporting."]], ["Ingrid Hansen", "Customer Success Manager"]),
  v("Streamgate ETL", "streamgate", "Data and analytics", "Bangalore, IN", "Data pipelines and connectors.", "Moves data from SaaS tools to the warehouse.", [["Connectors", "Managed extraction from SaaS sources."]], ["Arjun Rao", "Solutions Engineer"]),
  v("Cohort Analytics", "cohortanalytics", "Data and analytics", "Austin, TX, US", "Product analytics and funnels.", "Tracks product usage.", [["Event analytics", "Funnels, cohorts and retention."]], ["Taylor Brooks", "Account Manager"]),
  v("Labelwise AI", "labelwise", "Data and analytics", "Montreal, CA", "Data labelling and model evaluation.", "Labels support tickets for ML models.", [["Labelling", "Human-in-the-loop annotation."]], ["Chloé Gagnon", "Program Manager"]),
  v("Quillbot Docs", "quilldocs", "Collaboration", "Sydney, AU", "Document collaboration and wikis.", "Company wiki and policies.", [["Wiki", "Team spaces and page history."]], ["Jack Wilson", "Account Manager"]),
  v("Huddle Video", "huddlevideo", "Collaboration", "San Jose, CA, US", "Video conferencing and webinars.", "Internal meetings and customer calls.", [["Meetings", "Video meetings with recording."], ["Webinars", "Hosted customer webinars."]], ["Andrea Silva", "Customer Success Manager"]),
  v("Threadline Chat", "threadline", "Collaboration", "Vilnius, LT", "Team messaging.", "Internal chat for all employees.", [["Messaging", "Channels, direct messages and file sharing."]], ["Lukas Petrauskas", "Account Executive"]),
  v("Taskboard", "taskboard", "Collaboration", "Ghent, BE", "Project and task management.", "Tracks projects across teams.", [["Projects", "Boards, timelines and workloads."]], ["Elise Peeters", "Customer Success Manager"]),
  v("Signwell", "signwell", "Legal and compliance", "Raleigh, NC, US", "Electronic signatures.", "Signs customer and supplier contracts.", [["eSignature", "Envelope signing with audit trail."]], ["Courtney Adams", "Account Manager"]),
  v("Clauseway Contracts", "clauseway", "Legal and compliance", "London, GB", "Contract lifecycle management.", "Stores and tracks contracts.", [["Contract repository", "Clause extraction and renewal alerts."]], ["Harriet Shaw", "Customer Success Manager"]),
  v("Privacyhub", "privacyhub", "Legal and compliance", "Brussels, BE", "Privacy management and consent.", "Cookie consent and data subject requests.", [["Consent manager", "Cookie banner and consent records."], ["DSR portal", "Data subject request workflow."]], ["Pieter Claes", "Privacy Consultant"]),
  v("Regwatch", "regwatch", "Legal and compliance", "Luxembourg, LU", "Regulatory change monitoring.", "Tracks financial regulation changes.", [["Regulatory feed", "Curated regulatory updates."]], ["Claire Weber", "Account Manager"]),
  v("Archivum", "archivum", "Legal and compliance", "Vienna, AT", "Email and chat archiving for eDiscovery.", "Retains communications for legal holds.", [["Archiving", "Journaling and retention policies."]], ["Stefan Huber", "Solutions Engineer"]),
  v("Freightpath Logistics", "freightpath", "Logistics", "Rotterdam, NL", "Freight forwarding and customs brokerage.", "Ships hardware to customers.", [["Freight forwarding", "Ocean and air freight."], ["Customs brokerage", "Import declarations."]], ["Daan Visser", "Key Account Manager"]),
  v("Parcelpoint", "parcelpoint", "Logistics", "Columbus, OH, US", "Parcel shipping and returns.", "Ships replacement devices.", [["Shipping labels", "Rate shopping and labels."]], ["Ashley Turner", "Account Manager"]),
  v("Warehaus 3PL", "warehaus", "Logistics", "Leipzig, DE", "Third-party warehousing and fulfilment.", "Stores and ships EU inventory.", [["Fulfilment", "Pick, pack and ship."]], ["Jonas Schmidt", "Operations Manager"]),
  v("Officely Facilities", "officely", "Facilities", "Chicago, IL, US", "Office management and visitor check-in.", "Visitor management at offices.", [["Visitor management", "Badges and visitor logs."]], ["Nicole Rivera", "Customer Success Manager"]),
  v("Cleanline Services", "cleanline", "Facilities", "Madrid, ES", "Commercial cleaning services.", "Office cleaning in Madrid.", [["Office cleaning", "Nightly cleaning, weekly deep clean."]], ["Lucía García", "Site Supervisor"]),
  v("Secureguard Patrol", "secureguard", "Facilities", "Johannesburg, ZA", "Physical security and guarding.", "Reception and guarding at the data office.", [["Guarding", "Manned reception and patrols."]], ["Thabo Nkosi", "Contract Manager"]),
  v("Greenwatt Energy", "greenwatt", "Facilities", "Copenhagen, DK", "Renewable energy supply for offices.", "Electricity for EU offices.", [["Energy supply", "Certified renewable electricity."]], ["Anders Madsen", "Account Manager"]),
  v("Devicefleet", "devicefleet", "IT services", "Dallas, TX, US", "Laptop leasing and device management.", "Provides employee laptops.", [["Device leasing", "Three-year laptop leases."], ["MDM", "Mobile device management."]], ["Kevin Nguyen", "Account Manager"]),
  v("Helpline IT", "helplineit", "IT services", "Cork, IE", "Managed IT helpdesk.", "First-line IT support for staff.", [["Service desk", "24/7 employee IT support."]], ["Siobhan Murphy", "Service Manager"]),
  v("Netweave", "netweave", "IT services", "Milan, IT", "Managed network and SD-WAN.", "Office networking and VPN.", [["SD-WAN", "Managed office connectivity."]], ["Giulia Romano", "Network Engineer"]),
  v("Licensewise", "licensewise", "IT services", "Hyderabad, IN", "Software license reselling and optimisation.", "Buys productivity software licences.", [["License management", "Renewals and usage optimisation."]], ["Sneha Iyer", "Account Manager"]),
];
