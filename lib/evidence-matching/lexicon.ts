/**
 * Synonyms of the security and privacy vocabulary controls are written in. Each line names the
 * concept word(s) a phrase stands for, then the phrases: "mfa = two-step verification | 2fa" lets
 * a criterion about MFA meet a passage about two-step verification. Phrases and concept words go
 * through the same tokenizer and stemmer as all text, and the longest phrase wins, so "web
 * application firewall" is a WAF before it is a firewall. Criteria, keywords, titles and documents
 * are all read through this table, so it holds equivalences of meaning only, never a verdict.
 */
const SYNONYMS = `
mfa = multi-factor authentication | multifactor authentication | multi factor authentication | multi-factor | multifactor | mfa | 2fa | two-factor authentication | two-factor | two factor | 2-factor | two-step verification | two-step authentication | 2-step verification | two-step | 2-step | second factor | one-time passcode | one-time password | one-time code | otp | totp | authenticator app | authenticator apps | push approval | sms codes | okta verify | duo push | google authenticator | microsoft authenticator
phishingresistant mfa = webauthn | fido2 | fido | security key | security keys | hardware key | hardware keys | hardware security key | hardware security keys | hardware-key | passkey | passkeys | yubikey | yubikeys | phishing-resistant | phishing resistant
sso = single sign-on | single sign on | sso | saml | openid connect | oidc | identity provider | identity providers | idp | okta | entra id | azure ad | federated login
scim = scim | automated user provisioning | automatic user provisioning
password = password | passwords | passphrase | passphrases
lockout = lockout | lock out | locked out | account lockout | accounts lock | lock after
length = length | characters | character
unique account = personal account | personal accounts | individual login | individual logins | unique account | unique accounts | unique user id | unique user ids | unique ids | individually assigned account | individual account | individual accounts | named account | named accounts | unique user
login = login | logins | log-in | log in | sign-in | sign-ins | sign in | signing in | signs in | logon | logons
authentication = authentication | authenticate | authenticated | authenticates
enforce = enforce | enforced | enforces | enforcing | enforcement of | mandatory | mandated | require | requires | required | requiring | compulsory | must
background check = background check | background checks | background verification | background screening | background investigation | employment screening | pre-employment screening | pre-employment check | pre-employment checks | pre-employment vetting | vetting | vetted | criminal record check | criminal record checks | screening | screened | screen
onboard = onboarding | onboarded | onboard | new hire | new hires | hire | hires | hired | hiring | new starter | new starters | new joiner | new joiners | joiner | joiners | new employee | new employees | upon hire | at hire | on hire | prior to joining | before joining | when they join | they join | start date | before they start | before starting | before their start date | first week | first day | engage | engaged | engagement | engaging | adoption | pre-employment
personnel = personnel | staff | employee | employees | workforce | workforce member | workforce members | team member | team members | worker | workers | all hires | everyone
contractor = contractor | contractors | consultant | consultants | temporary staff | interns | intern
acknowledge = acknowledge | acknowledges | acknowledged | acknowledgement | acknowledgment | acknowledgements | electronically sign | sign | signs | accept the | agree to
approve = approve | approves | approved | approval | approvals | approving | sign-off | signed off | signed by | endorsed | ratified | re-approve | re-approved | reapprove | reapproved
code conduct = code of conduct | code of business ethics | code of ethics | ethics code | ethics policy | conduct policy | code of business conduct
whistleblower = whistleblower | whistleblowing | whistle-blower | whistle blower | ethics line | ethics hotline | hotline | speak up | speak-up | raised anonymously | anonymous reporting | report concerns | reporting violations | reporting channel for violations
disciplinary = disciplinary | discipline | disciplined | dismissal | sanction | sanctions
periodic = periodic | periodically | regularly | regular | at regular intervals | at planned intervals | recurring | annually | annual | yearly | every year | each year | once a year | per year | every twelve months | every 12 months | quarterly | every quarter | each quarter | monthly | every month | each month | weekly | every week | each week | daily | every day | each day | nightly | every night | hourly | every hour | continuously | continuous | semi-annually | semi-annual | twice a year | every six months | every 6 months
train = training | trained | train | course | courses | module | modules | induction | e-learning | elearning | education | educational | learning platform | learning management system | lms
awareness train = awareness programme | awareness program | awareness programs | awareness programmes
security awareness train = security training | security trainings | security induction | information security induction | information security training
phishing = phishing | phishing simulation | phishing simulations | simulated phishing | phishing campaigns | phishing tests
securecode = secure coding | secure code | secure development training | owasp | owasp top 10 | asvs
track = track | tracks | tracked | tracking
followup = overdue | chased | chase | escalates anyone | followed up | follow up | follows up | reminders | reminder
risk register = risk register | risk registers | risk log | risk inventory | risk registry
likelihood = likelihood | probability
rate = rated | rate | rates | rating | ratings | scored | score | scoring | ranked
owner = owner | owners | owned | ownership | accountable | named owner | data owner | designated owner | assigned owner | accountable owner | asset owner | names an accountable owner | names an owner
treatment = treatment | treatments | treatment decision | mitigate | mitigation | risk acceptance
internalaudit = internal audit | internal audits | internal isms audit | internal isms audits | internal audit programme | control self-assessment | control self-assessments | self-assessment | self-assessments | control testing | tests key controls | test key controls | compliance testing
independent pentest = third-party penetration test | third-party penetration tests | third-party penetration testing | third party penetration test | third party penetration testing
independent audit = third-party audit | third-party audits | third party audit
independent = independent | independently | external | outside | cpa firm | certified public accountant | crest | crest-accredited | outside provider | external firm | external consultancy
audit = audit | audits | audited | examination | examinations
soc2 = soc 2 | soc2 | soc ii
typeii = type ii | type 2
typei = type i | type 1
iso27001 = iso 27001 | iso/iec 27001 | iso iec 27001 | iso27001 | 27001
iso27017 = iso 27017 | iso/iec 27017 | 27017
certify = certified | certification | certificate | certificates | certifications | certify
accredit = accredited | accreditation | ukas-accredited | ukas accredited | ukas
deficiency = deficiency | deficiencies | nonconformity | nonconformities | non-conformity | non-conformities | finding | findings | gap | gaps
remediate = remediate | remediated | remediation | corrective action | corrective actions | corrective action plan | fix | fixed | fixes | resolve | resolved | resolution | closure | closed
timeframe = timeframe | timeframes | time frame | deadline | deadlines | due date | due dates | target date | target remediation date
sla timeframe = sla | slas
policy = policy | policies
standard = standard | standards
acceptableuse = acceptable use | acceptable use policy | aup
publish = publish | published | publishes | posted | intranet | communicated | communicate | made available to staff
privilege = privileged | privilege | privileges | administrative | administrator | administrators | admin | admins | root | superuser | superusers | elevated | elevation | workspace owners | account owners
rbac = role-based access control | role-based access | role based access | rbac | role basis | predefined roles | roles mapped | role-based
job = job function | job functions | job responsibilities | job role | job roles | business role
jobdescription = job description | job descriptions
leastprivilege = least privilege | least-privilege | need-to-know | need to know | minimum necessary | business need
assess = review | reviews | reviewed | reviewing | recertify | recertification | recertifies | recertified | re-certify | reassess | re-assess | re-assessed | reassessed | re-assessment | revalidate
grant = grant | granted | grants | provision | provisioned | provisioning | assign | assigned | assigns
revoke = revoke | revoked | revocation | deprovision | deprovisioned | deprovisioning | remove access | removes access | access removed | removed | removal | disabled on | deactivate | deactivated
terminate = termination | terminated | terminate | leaver | leavers | last working day | last day | final day | final day of employment | departure | contract end | contract termination | subscription ends | account is closed | end of contract | end of the contract
terminate revoke = offboarding | offboard | offboarded
request = request | requests | requested | requesting | ticket | tickets | service desk | ticketing system | on request | upon request | ask
rolechange = role change | role changes | moves team | change role | changes role | movers | mover
datacenter = data center | data centre | data centers | data centres | datacenter | datacentre | colocation | colo | server room | hosting facilities | facilities | facility | cage
badge = badge | badges | proximity badge | access card | access cards | keycard | key card | biometric | biometrics | fingerprint | mantrap | mantraps
visitor = visitor | visitors | guest | guests
escort = escort | escorted | escorts
cctv = cctv | camera | cameras | video surveillance
waf = waf | web application firewall
firewall = firewall | firewalls | security group | security groups | network acl | network acls | nacl | host firewall | host firewalls
denydefault = deny by default | deny-by-default | default deny | default-deny | deny all inbound traffic by default | denied by default
inbound = inbound | ingress | incoming traffic
segment = segmented | segmentation | segment | segments | segregated | segregation | segregate | isolated | isolation | isolate | separated | separate | distinct | own vpc | dedicated vpc | dedicated vpcs
ddos = ddos | denial of service | denial-of-service
nonprod = non-production | nonproduction | non production | staging | pre-production | preproduction | development environment | development environments | dev environment | test environment | test environments | qa environment | sandbox | development accounts | staging accounts | development and staging accounts
prod = production | prod | live environment
encrypt = encrypt | encrypted | encryption | encrypting | encrypts | cryptographic | unencrypted | plaintext | plain text | cleartext
tls encrypt transit = plain http
tls encrypt = tls | ssl | https | tls 1.2 | tls 1.3
transit = in transit | over the network | over public networks | over networks | traffic | connection | connections | transmission | transmitted
aes256 encrypt = aes-256 | aes 256 | aes256 | aes-256-gcm | aes-gcm
kms = kms | key management service | key management system | key vault | hsm | hsms | hardware security module | hsm-backed key management service | key management
rotate = rotate | rotated | rotation | rotating | rotates
diskencrypt = full-disk encryption | full disk encryption | disk encryption | filevault | bitlocker
antimalware = anti-malware | antimalware | antivirus | anti-virus | malware protection | edr | xdr | endpoint detection and response | endpoint protection | endpoint security | defender for endpoint | crowdstrike | sentinelone | edr agent
mdm = mdm | mobile device management | device management | endpoint management | centrally managed | central management | intune | jamf
endpoint = endpoint | endpoints | workstation | workstations | desktop | desktops | company devices
endpoint hardware = laptop | laptops | company laptops
screenlock = screen lock | screen-lock | screensaver lock | auto-lock | automatic lock | screen locks | idle lock
unauthorized = unauthorized | unauthorised | unapproved | unsanctioned
scan = scan | scans | scanned | scanning | scanner | scanners | dast | sast | vulnerability assessment
pentest = penetration test | penetration tests | penetration testing | penetration tested | pen test | pen tests | pentest | pentests | pen-test | pen-tests | pentesting | pen testing
patch = patch | patches | patched | patching | patch management
vulnerability = vulnerability | vulnerabilities | cve | cves | security issue | security issues | security bug | security bugs | security flaw | security flaws
log = log | logs | logged | logging | audit trail | audit trails | audit log | audit logs | event log | event logs
siem central = siem | security information and event management | log management platform | log aggregation | aggregate logs | centralized logging | centralised logging | central logging
central = central | centralized | centralised | centrally | aggregated | shipped to | forwarded to
tamper = tamper | tampering | tamper-proof | tamper-evident | immutable | immutably | write-once | worm | append-only
retain = retain | retained | retention | retains | kept | keep | keeps | preserved
alert = alert | alerts | alerting | alarm | alarms | detection rules | detection rule | detections
triage = triage | triaged | triages | investigate | investigated | on-call | on call | soc | security operations center | security operations centre | managed soc
around the clock = 24/7 | 24x7 | around the clock | round the clock | 24 hours a day
anomaly = anomalous | anomaly | anomalies | suspicious | malicious | unusual | impossible travel
incident = incident | incidents | security incident | security incidents | breach | breaches | personal data breach | personal data breaches | data breach | data breaches
notify = notify | notified | notifies | notification | notifications | inform | informed | informs | informing | tell | tells | told
customer = customer | customers | client | clients | affected customers
postmortem = post-mortem | postmortem | post-mortems | postmortems | post-incident review | post-incident reviews | post incident review | lessons learned | blameless | incident report | incident reports
rootcause = root cause | root-cause | root causes
severity = severity | severities | severity levels | sev-1 | sev1 | sev-2
escalate = escalation | escalate | escalated | escalation paths
test = test | tests | tested | testing | validated | validate | exercise | exercised | exercises | simulation | drill | drills | rehearsal | game day | ci run | continuous integration
tabletop test = tabletop | tabletop exercise | tabletop exercises | tabletop scenario | tabletop scenarios
pullrequest = pull request | pull requests | merge request | merge requests
peerreview = peer review | peer reviewed | peer-reviewed | peer-approved | code review | code reviews | approving review | four-eyes | four eyes
branch = main branch | production branch | branch protection | to main | into main
emergency = emergency | emergencies | hotfix | hotfixes | break-glass
retro = retroactively | retroactive | retrospectively | retrospective | after the fact
sod = segregation of duties | separation of duties
deploy = deploy | deployed | deploys | deployment | deployments | release | releases | released
rollback = rollback | roll back | rolled back | rollback plan | back-out plan | backout plan
cab = change advisory board | cab
supplier = supplier | suppliers | our vendors | other vendors | vendor management | vendor selection | vendor review | vendor reviews | vendor risk | vendor assessment | vendor assessments | vendor onboarding | third-party vendor | third-party vendors | third party | third parties | third-party | subprocessor | subprocessors | sub-processor | sub-processors | third parties | third-party providers | third-party service providers | service provider | service providers | subservice organization | subservice organizations | subservice organisation | subservice organisations | outsourced provider
assess = assess | assessed | assesses | assessment | assessments | due diligence | questionnaire | questionnaires | evaluate | evaluated
risk = risk | risks | threat | threats
threatmodel = threat modeling | threat modelling | threat model | threat models
complete = complete | completes | completed | attend | attends | attended | undergo | undergoes
before = before | prior to | ahead of
contract = contract | contracts | contractual | contractually | agreement | agreements | terms | terms of service | clauses
dpa = data processing agreement | data processing agreements | data processing addendum | dpa | dpas | data protection agreement
confidential = confidential | confidentiality | non-disclosure | nda | ndas | mutual nda
backup = backup | backups | backed up | back up | backs up | snapshot | snapshots | snapshotted | snapshotting
restore = restore | restores | restored | restoration | restoring | test restore | restore test | restore tests
offsite = separate region | different region | another region | secondary region | second region | separate location | off-site | offsite | geographically separate | geo-redundant | different cloud account | separate account | cross-region
continuity = business continuity | bcp | continuity | business continuity plan
continuity disasterrecovery = bc/dr | bcdr | bc dr
disasterrecovery = disaster recovery | dr | recovery plan | recovery plans | dr plan
rto = rto | recovery time objective | recovery time objectives
rpo = rpo | recovery point objective | recovery point objectives
multiaz = availability zones | availability zone | multiple availability zones | multi-az | multi-region | multiple regions | multiple sites | multiple data centres | multiple data centers | three availability zones | two availability zones
disasterrecovery test = failover exercise | failover exercises | failover test | failover tests | failover drill | dr test | dr tests | dr exercise
deploy across = runs across | run across | deployed across | spread across | distributed across
failover = failover | fail over | failing over | failed over | fails over
bia = business impact analysis | bia
classify = classification | classified | classify | classifies | classifying
level = level | levels | tier | tiers
label = label | labels | labelled | labeled | labelling | labeling | marking | marked
handle = handling | handle | handled | handles
mask = mask | masked | masking | synthetic | anonymised | anonymized | pseudonymised | pseudonymized | obfuscated
restrict = restrict | restricted | disabled | disables | restriction | restrictions | limited | limit | limits | only accessible | accessible only | only
access = access | accesses | accessed | entry | entries
retention schedule = retention schedule | retention schedules | data retention schedule | retention periods | retention period
delete = delete | deleted | deletes | deletion | deleting | purge | purged | purges | erase | erased | erasure | permanently removed
sanitize = sanitize | sanitized | sanitise | sanitised | sanitization | sanitisation | destroy | destroyed | destruction | shred | shredded | degauss | wipe | wiped | nist 800-88 | nist sp 800-88 | 800-88
media = media | device | devices | drive | drives | hard drive | hard drives | disk | disks | storage media
inventory = inventory | inventories | asset register | asset inventory | cmdb | configuration management database | asset list | spreadsheet | asset management tool
hardware = hardware | server | servers
software = software | saas application | saas applications
automate = automatically | automated | automatic | automation | discovered | discovery | synchronised | synchronized
cloud provider = aws | amazon web services | azure | microsoft azure | google cloud | gcp | cloud provider | cloud providers | cloud service provider | cloud service providers | hosting provider | hosting providers | infrastructure providers | iaas
sharedresponsibility = shared responsibility | shared responsibility matrix | shared responsibility model | responsibility matrix
baseline = baseline | baselines | benchmark | benchmarks | cis | cis benchmarks | cspm | posture management | security baseline | configuration baseline
personaldata = personal data | pii | personally identifiable information | personal information
dpo = data protection officer | dpo | privacy officer | privacy team | privacy contact
ropa = records of processing | record of processing | records of processing activities | record of processing activities | article 30 | ropa
dsr = data subject request | data subject requests | data subject access request | dsar | dsars | exercise your rights | exercise their rights | rights of access | individual rights | privacy requests | data subject
transfermechanism = lawful international transfer mechanism | international transfer mechanism | lawful transfer mechanism | transfer mechanism | transfer mechanisms | standard contractual clauses | sccs | scc | data privacy framework | dpf | binding corporate rules | bcrs | uk addendum | adequacy decision
transfer = international transfer | international transfers | cross-border transfer | cross-border transfers | international data transfers | transfers
trustcenter = trust center | trust centre | trust portal | security page | security overview | security portal
report = report | reports | documentation | whitepaper | whitepapers
disclosure vulnerability = vulnerability disclosure | responsible disclosure | coordinated disclosure | disclosure policy | disclosure program | disclosure programme | report a vulnerability | report vulnerabilities | report a security issue | reporting channel
securitytxt = security.txt | security txt | well-known security txt
safeharbor = safe harbor | safe harbour | good faith | good-faith | legal action
channel = email | e-mail | submission form | web form | contact form | form
bugbounty = bug bounty | bug bounties | bounty program | bounty programme | hackerone | bugcrowd | intigriti | yeswehack
application = app | apps | application | applications | web app
api = api | apis
promptly = without undue delay | promptly | immediately | as soon as possible | in a timely manner
statuspage = status page | status pages | system status | all systems operational | status site
uptime = uptime | availability | uptime percentage
history = history | historical | past
sla = service level agreement | service level agreements | service level | service levels
commit = commit | commits | commitment | commitments | guarantee | guaranteed | guarantees | will make
remedy = service credit | service credits | credits | remedy | remedies
host = hosted | host | hosting | hosts | runs on | run on | infrastructure runs
region = region | regions | eu | the us | us only | us region | europe | united states | european union | country | countries
residency region = data residency | residency | data localization | data localisation | regional hosting | choose the region | choose your region | select the region | data location
hsts = hsts | strict-transport-security | strict transport security | http strict transport security
spf = spf | spf1 | sender policy framework
dkim = dkim | dkim1 | domainkey | domainkeys
dmarc = dmarc | dmarc1
dmarcenforce = p reject | p quarantine | policy of quarantine or reject | quarantine or reject
record = record | records | txt
gdpr = gdpr | uk gdpr | general data protection regulation
ccpa = ccpa | cpra | ccpa/cpra
hipaa = hipaa | baa | business associate agreement
support = support | supports | supported | supporting | can turn on | can enable | can be enabled | can be turned on | can set up | can protect | you can | allows | lets you
comply = comply | complies | compliant | compliance | conform | conforms
valid = valid | unexpired | not expired
offer = offer | offers | offered | offering | available to | provided to | provide to
securitypractice = security practices | security practice | concrete security practices | security measures | technical and organisational security measures | technical and organizational security measures | security controls | safeguards
list = list | lists | listed | listing | the following
advancenotice = advance notice | in advance | prior notice | days notice | days' notice | days before | notice of changes | notice of new
`;

/** A phrase's tokens and the concept tokens it stands for. */
export interface LexiconEntry {
  phrase: string[];
  concepts: string[];
}

/**
 * The entries keyed by a phrase's first token, longest phrase first. Built with the caller's
 * tokenizer (words, then stem) so phrases and text always split alike.
 */
export function buildLexicon(tokenize: (text: string) => string[]): Map<string, LexiconEntry[]> {
  const byFirst = new Map<string, LexiconEntry[]>();
  for (const line of SYNONYMS.split("\n")) {
    const [head, body] = line.split(" = ");
    if (!head || !body) {
      continue;
    }
    const concepts = head.trim().split(/\s+/).flatMap(tokenize);
    for (const variant of body.split("|")) {
      const phrase = tokenize(variant.trim());
      const first = phrase[0];
      if (!first) {
        continue;
      }
      const entries = byFirst.get(first) ?? [];
      entries.push({ phrase, concepts });
      byFirst.set(first, entries);
    }
  }
  for (const entries of byFirst.values()) {
    entries.sort((a, b) => b.phrase.length - a.phrase.length);
  }
  return byFirst;
}
