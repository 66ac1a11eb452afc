// Every word of the back-office site, in English and Thai (the Thai is written for Thai readers, not
// transliterated). The pages (backoffice-site.ts) only arrange it.

export const siteLanguages = ['en', 'th'] as const
export type SiteLanguage = (typeof siteLanguages)[number]

export const isSiteLanguage = (value: unknown): value is SiteLanguage => siteLanguages.includes(value as SiteLanguage)

/** A section of the terms: paragraphs, then a list, then more paragraphs, and contact addresses. */
export type TermsSection = { id: string; heading: string; before?: string[]; items?: string[]; after?: string[]; contacts?: { label: string; email: string }[] }

export type SignupField = 'businessName' | 'contactName' | 'email' | 'phone' | 'message'

const sections = (list: TermsSection[]) => list

const SUPPORT_EMAIL = 'support@robtua.example'
const PRIVACY_EMAIL = 'privacy@robtua.example'

const en = {
	/** This language's name, in itself: the other page's language link. */
	name: 'English',
	siteName: 'Robtua for business',
	skipLink: 'Skip to main content',
	languageNav: 'Language',
	footer: 'Robtua (รอบตัว) — a social and community platform for Thailand',
	home: 'Back to the start page',
	notFound: { title: 'Page not found', text: 'There is no page at this address. Check the address, or start again from the start page.' },
	index: {
		title: 'Robtua for business, and our terms',
		intro: 'For businesses that want to join Robtua, and for the rules everyone on Robtua agrees to.',
		terms: { title: 'Terms of use', text: 'The rules for using Robtua, and how we look after your personal data.' },
		signup: { title: 'Sign up your business', text: 'What to prepare, how it works, and a form to send us.' },
	},
	terms: {
		title: 'Terms of use',
		version: 'Version 1.0',
		intro:
			'These terms apply when you use Robtua (รอบตัว), the social and community platform for people and businesses in Thailand, on the web or in our apps. By creating an account or using Robtua you agree to them, so please read them carefully.',
		contents: 'Contents',
		sections: sections([
			{
				id: 'who-we-are',
				heading: 'Who we are',
				before: ['Robtua is provided by the Robtua team (“Robtua”, “we”, “us”). You can reach us through the contact details at the end of these terms.'],
			},
			{
				id: 'your-account',
				heading: 'Your account',
				items: [
					'You must be at least 13 years old to use Robtua. If you are under 20 (a minor under Thai law), you need the consent of your parent or guardian first.',
					'Give true, up-to-date information and use your own name. Do not pretend to be another person or business.',
					'Each person may have one personal account.',
					'Keep your password secret; we recommend turning on two-step sign-in. You are responsible for what happens in your account. If you think someone else has used it, change your password and tell us straight away.',
				],
			},
			{
				id: 'content-and-conduct',
				heading: 'Content and conduct',
				before: [
					'What you post stays yours. You give Robtua a free, non-exclusive permission to store, show and share it on Robtua for as long as it stays on the service, and as far as is needed to run the service.',
					'Do not post, or do, any of the following:',
				],
				items: [
					'anything against Thai law, including the Computer-Related Crime Act',
					'content that infringes copyright, trademarks or other people’s rights',
					'harassment, bullying, threats, or stirring up hatred',
					'sexual content involving children, or sexual content shared without consent',
					'other people’s personal data without their consent',
					'scams, spam or harmful software',
					'trying to get into other people’s accounts, disrupting the service, or collecting data with automated tools without our permission',
				],
				after: [
					'We may remove content, or limit accounts, that break these terms or the law. We tell you why unless the law forbids it, and you can ask us to review the decision. You can report content that you think breaks these terms to us.',
				],
			},
			{
				id: 'business-accounts',
				heading: 'Business accounts',
				before: ['A business account lets a business present itself, publish content, sell products or services and work as a team on Robtua.'],
				items: [
					'Only professional accounts can create a business account. Our team confirms professional status after checking your business sign-up request.',
					'Whoever creates a business account confirms that they may act for that business. The business must give accurate information, such as its registered name and its tax ID if it has one, and keep it up to date.',
					'The business is responsible for its team members and for what they publish in its name.',
					'Businesses must follow consumer protection law, describe products and prices truthfully, deliver what was agreed, and use customers’ personal data only to serve their orders, unless a customer agrees to more.',
					'We may ask for documents to check a business, and may suspend a business account that misleads people or breaks the law.',
				],
			},
			{
				id: 'privacy',
				heading: 'Privacy and personal data',
				before: ['We are the controller of your personal data and handle it under Thailand’s Personal Data Protection Act B.E. 2562 (2019), the PDPA.'],
				items: [
					'What we collect: account details (name, email, phone number), what you post, business details, purchases and sales, device and sign-in information to keep your account safe, and your approximate location only when you choose to share it.',
					'Why we use it: to provide the service under our contract with you, for security and fraud prevention (our legitimate interest), to meet our legal duties, and for optional things such as marketing messages only with your consent.',
					'Who we share it with: only providers that process data for us under contract (such as cloud hosting, sign-in and payment providers), and authorities when the law requires it. We do not sell personal data.',
					'Transfers abroad: where data is stored outside Thailand, we make sure it is protected as the PDPA requires.',
					'How long we keep it: while your account exists, and afterwards only as long as the law requires.',
				],
				after: [
					'You have the right to see and get a copy of your data, to correct it, to have it deleted, to restrict its use, to object to its use, to have it moved to another service, and to withdraw your consent at any time. To use these rights, contact our data protection officer (see “Contact us”). If you are not satisfied with our answer, you can complain to the Office of the Personal Data Protection Committee.',
				],
			},
			{
				id: 'payments',
				heading: 'Payments',
				items: [
					'Prices are in Thai baht and include VAT where it applies.',
					'You pay by PromptPay QR or another method shown at checkout. Payments are handled by licensed payment providers; we do not keep your full card details.',
					'When you buy from a business on Robtua, the contract is between you and that business. The business is responsible for delivery, returns, and receipts or tax invoices; Robtua helps when there is a dispute.',
					'Points have no cash value, cannot be transferred or sold, and may expire as shown in the app.',
					'Business subscriptions renew until they are cancelled. You can cancel at any time; the cancellation takes effect at the end of the period already paid for.',
					'If we charge you by mistake, we refund you. Other refunds follow the law and the seller’s policy.',
				],
			},
			{
				id: 'closing-accounts',
				heading: 'Suspending and closing accounts',
				items: [
					'You can close your account at any time in your account settings, or by contacting us.',
					'We may suspend or close an account that seriously or repeatedly breaks these terms, breaks the law or puts others at risk. We tell you why unless the law forbids it, and you can ask for a review.',
					'After an account is closed, we delete its content within a reasonable time, except what the law requires us to keep, such as accounting and tax records.',
				],
			},
			{
				id: 'liability',
				heading: 'Our service and liability',
				before: [
					'We work to keep Robtua available and safe, but we cannot promise that it will never be interrupted or have errors. As far as the law allows, we are not liable for indirect losses. Nothing in these terms limits your rights as a consumer, or any liability that Thai law does not allow to be limited.',
				],
			},
			{
				id: 'changes',
				heading: 'Changes to these terms',
				before: [
					'We may update these terms. For important changes we tell you in the app or by email at least 30 days before they take effect. If you keep using Robtua after that date, you accept the new terms; if you do not accept them, you can close your account.',
				],
			},
			{
				id: 'law',
				heading: 'Law and disputes',
				before: ['These terms are governed by Thai law, and disputes are for the courts of Thailand. If the Thai and English versions differ, the Thai version applies.'],
			},
			{
				id: 'contact',
				heading: 'Contact us',
				contacts: [
					{ label: 'Questions about Robtua', email: SUPPORT_EMAIL },
					{ label: 'Personal data (our data protection officer)', email: PRIVACY_EMAIL },
				],
			},
		]),
	},
	signup: {
		title: 'Sign up your business',
		intro:
			'Bring your shop, studio or organisation to Robtua: publish news and events, sell with PromptPay, and work on it together with your team. Our team checks every business before it goes live, so people on Robtua know who they are dealing with.',
		prepareHeading: 'What to prepare',
		prepare: [
			'A personal Robtua account for the person who will manage the business',
			'The business’s registered name and address',
			'Proof that the business exists, such as a company affidavit or a commercial registration, and the VAT certificate (P.P. 20) if the business is VAT-registered',
			'The ID card or passport of a person who may act for the business',
			'A Thai bank account or PromptPay ID in the business’s name, if you will sell on Robtua',
			'A logo and a short description of what the business does',
		],
		stepsHeading: 'How it works',
		steps: [
			'Create a personal Robtua account, if you do not have one yet.',
			'Send us the form below.',
			'We contact you within 3 business days and ask for the documents.',
			'Once the business is checked, we make your account a professional account.',
			'Create your business account in Robtua, and invite your team.',
		],
		formHeading: 'Tell us about your business',
		formIntro: 'Every field is required, except the message.',
		labels: { businessName: 'Business name', contactName: 'Contact name', email: 'Email', phone: 'Phone number', message: 'Message (optional)' } satisfies Record<SignupField, string>,
		/** The fields as errors name them. */
		names: { businessName: 'Business name', contactName: 'Contact name', email: 'Email', phone: 'Phone number', message: 'Message' } satisfies Record<SignupField, string>,
		hints: {
			email: 'We reply to this address.',
			phone: 'For example 081 234 5678',
			message: 'What does the business do, and what would you like to use Robtua for?',
		} as Partial<Record<SignupField, string>>,
		honeypot: 'Leave this field empty',
		submit: 'Send request',
		privacy: 'We use these details only to answer your request, as our terms of use describe.',
		privacyLink: 'Privacy and personal data',
		errorSummary: 'There is a problem',
		errorPrefix: 'Error:',
		errors: {
			businessName: 'Enter the name of the business',
			contactName: 'Enter the name of the person we should contact',
			email: 'Enter an email address',
			emailFormat: 'Enter an email address in the right format, like name@example.com',
			phone: 'Enter a phone number',
			phoneFormat: 'Enter a phone number with 9 to 15 digits, like 081 234 5678',
			tooLong: (label: string, max: number) => `${label} must be ${max} characters or fewer`,
		},
	},
	sent: {
		title: 'Thank you, we have your request',
		text: 'We will contact you at the email address you gave us within 3 business days.',
		reference: 'Your reference:',
		next: 'In the meantime, you can read our terms of use.',
	},
}

export type Copy = typeof en

const th: Copy = {
	name: 'ภาษาไทย',
	siteName: 'รอบตัวสำหรับธุรกิจ',
	skipLink: 'ข้ามไปยังเนื้อหาหลัก',
	languageNav: 'ภาษา',
	footer: 'รอบตัว (Robtua) แพลตฟอร์มโซเชียลและชุมชนสำหรับคนไทย',
	home: 'กลับไปหน้าแรก',
	notFound: { title: 'ไม่พบหน้านี้', text: 'ไม่มีหน้าที่อยู่นี้ โปรดตรวจสอบที่อยู่ หรือเริ่มใหม่จากหน้าแรก' },
	index: {
		title: 'รอบตัวสำหรับธุรกิจ และข้อกำหนดของเรา',
		intro: 'สำหรับธุรกิจที่ต้องการเข้าร่วมรอบตัว และกติกาที่ผู้ใช้รอบตัวทุกคนตกลงร่วมกัน',
		terms: { title: 'ข้อกำหนดการใช้งาน', text: 'กติกาการใช้รอบตัว และวิธีที่เราดูแลข้อมูลส่วนบุคคลของคุณ' },
		signup: { title: 'สมัครบัญชีธุรกิจ', text: 'สิ่งที่ต้องเตรียม ขั้นตอน และแบบฟอร์มสำหรับส่งถึงเรา' },
	},
	terms: {
		title: 'ข้อกำหนดการใช้งาน',
		version: 'ฉบับที่ 1.0',
		intro:
			'ข้อกำหนดนี้ใช้เมื่อคุณใช้งานรอบตัว (Robtua) แพลตฟอร์มโซเชียลและชุมชนสำหรับผู้คนและธุรกิจในประเทศไทย ทั้งบนเว็บและในแอปของเรา เมื่อคุณสร้างบัญชีหรือใช้งานรอบตัว ถือว่าคุณยอมรับข้อกำหนดนี้ โปรดอ่านให้ละเอียด',
		contents: 'สารบัญ',
		sections: sections([
			{
				id: 'who-we-are',
				heading: 'เราคือใคร',
				before: ['รอบตัวให้บริการโดยทีมงานรอบตัว (“รอบตัว” หรือ “เรา”) คุณติดต่อเราได้ตามช่องทางในหัวข้อ “ติดต่อเรา” ท้ายข้อกำหนดนี้'],
			},
			{
				id: 'your-account',
				heading: 'บัญชีของคุณ',
				items: [
					'คุณต้องมีอายุอย่างน้อย 13 ปีจึงจะใช้รอบตัวได้ หากคุณอายุต่ำกว่า 20 ปี (ผู้เยาว์ตามกฎหมายไทย) ต้องได้รับความยินยอมจากบิดามารดาหรือผู้ปกครองก่อน',
					'ให้ข้อมูลที่เป็นจริงและเป็นปัจจุบัน และใช้ชื่อของคุณเอง ห้ามแอบอ้างเป็นบุคคลหรือธุรกิจอื่น',
					'หนึ่งคนมีบัญชีส่วนตัวได้หนึ่งบัญชี',
					'เก็บรหัสผ่านไว้เป็นความลับ และเราแนะนำให้เปิดการเข้าสู่ระบบแบบสองขั้นตอน คุณต้องรับผิดชอบต่อสิ่งที่เกิดขึ้นในบัญชีของคุณ หากสงสัยว่ามีผู้อื่นใช้บัญชีของคุณ โปรดเปลี่ยนรหัสผ่านและแจ้งเราทันที',
				],
			},
			{
				id: 'content-and-conduct',
				heading: 'เนื้อหาและการใช้งาน',
				before: [
					'เนื้อหาที่คุณโพสต์ยังคงเป็นของคุณ คุณอนุญาตให้รอบตัวจัดเก็บ แสดง และเผยแพร่เนื้อหานั้นบนรอบตัวโดยไม่มีค่าตอบแทนและไม่ผูกขาด ตราบเท่าที่เนื้อหานั้นยังอยู่บนบริการ และเท่าที่จำเป็นต่อการให้บริการ',
					'ห้ามโพสต์หรือกระทำสิ่งต่อไปนี้',
				],
				items: [
					'สิ่งที่ผิดกฎหมายไทย รวมถึงพระราชบัญญัติว่าด้วยการกระทำความผิดเกี่ยวกับคอมพิวเตอร์',
					'เนื้อหาที่ละเมิดลิขสิทธิ์ เครื่องหมายการค้า หรือสิทธิของผู้อื่น',
					'การคุกคาม กลั่นแกล้ง ข่มขู่ หรือยุยงให้เกิดความเกลียดชัง',
					'เนื้อหาทางเพศที่เกี่ยวข้องกับเด็ก หรือเนื้อหาทางเพศที่เผยแพร่โดยไม่ได้รับความยินยอม',
					'ข้อมูลส่วนบุคคลของผู้อื่นโดยไม่ได้รับความยินยอม',
					'การหลอกลวง สแปม หรือซอฟต์แวร์ที่เป็นอันตราย',
					'การพยายามเข้าถึงบัญชีของผู้อื่น การรบกวนระบบ หรือการเก็บข้อมูลด้วยเครื่องมืออัตโนมัติโดยไม่ได้รับอนุญาตจากเรา',
				],
				after: [
					'เราอาจลบเนื้อหาหรือจำกัดการใช้งานบัญชีที่ฝ่าฝืนข้อกำหนดนี้หรือกฎหมาย โดยจะแจ้งเหตุผลให้คุณทราบ เว้นแต่กฎหมายห้ามไว้ และคุณขอให้เราทบทวนการตัดสินใจได้ หากพบเนื้อหาที่คุณเห็นว่าฝ่าฝืนข้อกำหนดนี้ คุณแจ้งให้เราทราบได้',
				],
			},
			{
				id: 'business-accounts',
				heading: 'บัญชีธุรกิจ',
				before: ['บัญชีธุรกิจช่วยให้ธุรกิจนำเสนอตัวเอง เผยแพร่เนื้อหา ขายสินค้าหรือบริการ และทำงานร่วมกันเป็นทีมบนรอบตัว'],
				items: [
					'เฉพาะบัญชีมืออาชีพเท่านั้นที่สร้างบัญชีธุรกิจได้ ทีมงานของเราจะยืนยันสถานะบัญชีมืออาชีพหลังจากตรวจสอบคำขอสมัครบัญชีธุรกิจของคุณ',
					'ผู้สร้างบัญชีธุรกิจยืนยันว่ามีอำนาจกระทำการแทนธุรกิจนั้น ธุรกิจต้องให้ข้อมูลที่ถูกต้อง เช่น ชื่อที่จดทะเบียนและเลขประจำตัวผู้เสียภาษี (ถ้ามี) และปรับปรุงให้เป็นปัจจุบันอยู่เสมอ',
					'ธุรกิจต้องรับผิดชอบต่อสมาชิกในทีม และต่อสิ่งที่สมาชิกเผยแพร่ในนามของธุรกิจ',
					'ธุรกิจต้องปฏิบัติตามกฎหมายคุ้มครองผู้บริโภค แสดงข้อมูลสินค้าและราคาตามความจริง ส่งมอบตามที่ตกลงไว้ และใช้ข้อมูลส่วนบุคคลของลูกค้าเพื่อดำเนินการตามคำสั่งซื้อเท่านั้น เว้นแต่ลูกค้าให้ความยินยอมเพิ่มเติม',
					'เราอาจขอเอกสารเพื่อตรวจสอบธุรกิจ และอาจระงับบัญชีธุรกิจที่ทำให้ผู้อื่นเข้าใจผิดหรือฝ่าฝืนกฎหมาย',
				],
			},
			{
				id: 'privacy',
				heading: 'ความเป็นส่วนตัวและข้อมูลส่วนบุคคล',
				before: ['เราเป็นผู้ควบคุมข้อมูลส่วนบุคคลของคุณ และดูแลข้อมูลตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562 (PDPA)'],
				items: [
					'ข้อมูลที่เราเก็บ: ข้อมูลบัญชี (ชื่อ อีเมล เบอร์โทรศัพท์) เนื้อหาที่คุณโพสต์ ข้อมูลธุรกิจ ประวัติการซื้อขาย ข้อมูลอุปกรณ์และการเข้าสู่ระบบเพื่อความปลอดภัยของบัญชี และตำแหน่งโดยประมาณเฉพาะเมื่อคุณเลือกแบ่งปัน',
					'เหตุผลที่เราใช้ข้อมูล: เพื่อให้บริการตามสัญญาที่มีกับคุณ เพื่อความปลอดภัยและการป้องกันการทุจริต (ประโยชน์โดยชอบด้วยกฎหมายของเรา) เพื่อปฏิบัติตามหน้าที่ตามกฎหมาย และสำหรับเรื่องที่ไม่จำเป็นต่อการให้บริการ เช่น ข่าวสารทางการตลาด เฉพาะเมื่อคุณให้ความยินยอม',
					'ผู้ที่เราเปิดเผยข้อมูลให้: เฉพาะผู้ให้บริการที่ประมวลผลข้อมูลแทนเราภายใต้สัญญา (เช่น ผู้ให้บริการคลาวด์ ระบบเข้าสู่ระบบ และการชำระเงิน) และหน่วยงานรัฐเมื่อกฎหมายกำหนด เราไม่ขายข้อมูลส่วนบุคคล',
					'การส่งข้อมูลไปต่างประเทศ: หากข้อมูลถูกจัดเก็บนอกประเทศไทย เราจะดูแลให้ได้รับการคุ้มครองตามที่ PDPA กำหนด',
					'ระยะเวลาที่เก็บ: ตราบเท่าที่บัญชีของคุณยังอยู่ และหลังจากนั้นเท่าที่กฎหมายกำหนดเท่านั้น',
				],
				after: [
					'คุณมีสิทธิขอเข้าถึงและขอรับสำเนาข้อมูลของคุณ ขอแก้ไข ขอลบ ขอระงับการใช้ คัดค้านการใช้ ขอให้โอนย้ายข้อมูลไปยังบริการอื่น และถอนความยินยอมได้ทุกเมื่อ หากต้องการใช้สิทธิเหล่านี้ โปรดติดต่อเจ้าหน้าที่คุ้มครองข้อมูลส่วนบุคคลของเรา (ดูหัวข้อ “ติดต่อเรา”) หากไม่พอใจคำตอบของเรา คุณร้องเรียนต่อสำนักงานคณะกรรมการคุ้มครองข้อมูลส่วนบุคคลได้',
				],
			},
			{
				id: 'payments',
				heading: 'การชำระเงิน',
				items: [
					'ราคาแสดงเป็นเงินบาท และรวมภาษีมูลค่าเพิ่มแล้วในกรณีที่ต้องเสียภาษี',
					'คุณชำระเงินผ่าน QR พร้อมเพย์ หรือช่องทางอื่นที่แสดงตอนชำระเงิน การชำระเงินดำเนินการโดยผู้ให้บริการชำระเงินที่ได้รับอนุญาต และเราไม่เก็บข้อมูลบัตรของคุณแบบเต็ม',
					'การซื้อจากธุรกิจบนรอบตัวเป็นสัญญาระหว่างคุณกับธุรกิจนั้น ธุรกิจรับผิดชอบการจัดส่ง การคืนสินค้า และการออกใบเสร็จรับเงินหรือใบกำกับภาษี และรอบตัวจะช่วยประสานงานเมื่อมีข้อพิพาท',
					'แต้มไม่มีมูลค่าเป็นเงินสด โอนหรือขายต่อไม่ได้ และอาจหมดอายุตามที่แสดงในแอป',
					'บริการแบบสมาชิกรายงวดของธุรกิจจะต่ออายุอัตโนมัติจนกว่าจะยกเลิก คุณยกเลิกได้ทุกเมื่อ โดยมีผลเมื่อสิ้นสุดงวดที่ชำระไว้แล้ว',
					'หากเราเรียกเก็บเงินผิดพลาด เราจะคืนเงินให้คุณ ส่วนการคืนเงินกรณีอื่นเป็นไปตามกฎหมายและนโยบายของผู้ขาย',
				],
			},
			{
				id: 'closing-accounts',
				heading: 'การระงับและการปิดบัญชี',
				items: [
					'คุณปิดบัญชีได้ทุกเมื่อในหน้าการตั้งค่าบัญชี หรือโดยติดต่อเรา',
					'เราอาจระงับหรือปิดบัญชีที่ฝ่าฝืนข้อกำหนดนี้อย่างร้ายแรงหรือซ้ำหลายครั้ง ฝ่าฝืนกฎหมาย หรือก่อความเสี่ยงต่อผู้อื่น โดยจะแจ้งเหตุผล เว้นแต่กฎหมายห้ามไว้ และคุณขอให้ทบทวนได้',
					'เมื่อปิดบัญชีแล้ว เราจะลบเนื้อหาของบัญชีนั้นภายในระยะเวลาที่เหมาะสม ยกเว้นข้อมูลที่กฎหมายกำหนดให้ต้องเก็บไว้ เช่น เอกสารทางบัญชีและภาษี',
				],
			},
			{
				id: 'liability',
				heading: 'บริการและความรับผิดของเรา',
				before: [
					'เราพยายามให้รอบตัวพร้อมใช้งานและปลอดภัยอยู่เสมอ แต่ไม่อาจรับประกันได้ว่าบริการจะไม่ขัดข้องหรือไม่มีข้อผิดพลาดเลย เท่าที่กฎหมายอนุญาต เราไม่รับผิดต่อความเสียหายทางอ้อม ทั้งนี้ ไม่มีข้อความใดในข้อกำหนดนี้จำกัดสิทธิของคุณในฐานะผู้บริโภค หรือจำกัดความรับผิดที่กฎหมายไทยไม่อนุญาตให้จำกัด',
				],
			},
			{
				id: 'changes',
				heading: 'การเปลี่ยนแปลงข้อกำหนด',
				before: [
					'เราอาจปรับปรุงข้อกำหนดนี้ หากเป็นการเปลี่ยนแปลงที่สำคัญ เราจะแจ้งในแอปหรือทางอีเมลอย่างน้อย 30 วันก่อนมีผล หากคุณยังใช้รอบตัวต่อหลังจากวันที่มีผล ถือว่าคุณยอมรับข้อกำหนดใหม่ หากไม่ยอมรับ คุณปิดบัญชีได้',
				],
			},
			{
				id: 'law',
				heading: 'กฎหมายที่ใช้บังคับและข้อพิพาท',
				before: ['ข้อกำหนดนี้อยู่ภายใต้กฎหมายไทย และข้อพิพาทให้อยู่ในอำนาจของศาลไทย หากฉบับภาษาไทยและฉบับภาษาอังกฤษมีความแตกต่างกัน ให้ถือตามฉบับภาษาไทย'],
			},
			{
				id: 'contact',
				heading: 'ติดต่อเรา',
				contacts: [
					{ label: 'คำถามเกี่ยวกับรอบตัว', email: SUPPORT_EMAIL },
					{ label: 'ข้อมูลส่วนบุคคล (เจ้าหน้าที่คุ้มครองข้อมูลส่วนบุคคล)', email: PRIVACY_EMAIL },
				],
			},
		]),
	},
	signup: {
		title: 'สมัครบัญชีธุรกิจ',
		intro:
			'พาร้าน สตูดิโอ หรือองค์กรของคุณมาอยู่บนรอบตัว เผยแพร่ข่าวสารและกิจกรรม ขายสินค้าโดยรับชำระผ่านพร้อมเพย์ และทำงานร่วมกับทีมของคุณ ทีมงานของเราตรวจสอบทุกธุรกิจก่อนเปิดใช้งาน เพื่อให้ผู้ใช้รอบตัวมั่นใจว่ากำลังติดต่อกับใคร',
		prepareHeading: 'สิ่งที่ต้องเตรียม',
		prepare: [
			'บัญชีส่วนตัวบนรอบตัวของผู้ที่จะดูแลธุรกิจ',
			'ชื่อและที่อยู่ของธุรกิจตามที่จดทะเบียนไว้',
			'เอกสารแสดงการมีอยู่ของธุรกิจ เช่น หนังสือรับรองบริษัทหรือทะเบียนพาณิชย์ และใบทะเบียนภาษีมูลค่าเพิ่ม (ภ.พ.20) หากจดทะเบียนภาษีมูลค่าเพิ่มแล้ว',
			'บัตรประจำตัวประชาชนหรือหนังสือเดินทางของผู้มีอำนาจกระทำการแทนธุรกิจ',
			'บัญชีธนาคารในประเทศไทยหรือพร้อมเพย์ในชื่อของธุรกิจ หากต้องการขายสินค้าบนรอบตัว',
			'โลโก้และคำอธิบายสั้น ๆ ว่าธุรกิจของคุณทำอะไร',
		],
		stepsHeading: 'ขั้นตอน',
		steps: [
			'สร้างบัญชีส่วนตัวบนรอบตัว หากยังไม่มี',
			'ส่งแบบฟอร์มด้านล่างถึงเรา',
			'เราจะติดต่อกลับภายใน 3 วันทำการ และขอเอกสารที่จำเป็น',
			'เมื่อตรวจสอบธุรกิจเรียบร้อยแล้ว เราจะเปลี่ยนบัญชีของคุณเป็นบัญชีมืออาชีพ',
			'สร้างบัญชีธุรกิจบนรอบตัว แล้วเชิญทีมของคุณ',
		],
		formHeading: 'บอกเราเกี่ยวกับธุรกิจของคุณ',
		formIntro: 'กรุณากรอกทุกช่อง ยกเว้นข้อความ',
		labels: { businessName: 'ชื่อธุรกิจ', contactName: 'ชื่อผู้ติดต่อ', email: 'อีเมล', phone: 'เบอร์โทรศัพท์', message: 'ข้อความ (ไม่บังคับ)' },
		names: { businessName: 'ชื่อธุรกิจ', contactName: 'ชื่อผู้ติดต่อ', email: 'อีเมล', phone: 'เบอร์โทรศัพท์', message: 'ข้อความ' },
		hints: {
			email: 'เราจะตอบกลับทางอีเมลนี้',
			phone: 'เช่น 081 234 5678',
			message: 'ธุรกิจของคุณทำอะไร และอยากใช้รอบตัวทำอะไรบ้าง',
		},
		honeypot: 'เว้นช่องนี้ว่างไว้',
		submit: 'ส่งคำขอ',
		privacy: 'เราใช้ข้อมูลนี้เพื่อตอบคำขอของคุณเท่านั้น ตามที่ระบุไว้ในข้อกำหนดการใช้งาน',
		privacyLink: 'ความเป็นส่วนตัวและข้อมูลส่วนบุคคล',
		errorSummary: 'กรุณาแก้ไขข้อมูลต่อไปนี้',
		errorPrefix: 'ข้อผิดพลาด:',
		errors: {
			businessName: 'กรุณากรอกชื่อธุรกิจ',
			contactName: 'กรุณากรอกชื่อผู้ที่เราควรติดต่อ',
			email: 'กรุณากรอกอีเมล',
			emailFormat: 'กรุณากรอกอีเมลให้ถูกรูปแบบ เช่น name@example.com',
			phone: 'กรุณากรอกเบอร์โทรศัพท์',
			phoneFormat: 'กรุณากรอกเบอร์โทรศัพท์ 9 ถึง 15 หลัก เช่น 081 234 5678',
			tooLong: (label: string, max: number) => `${label}ต้องยาวไม่เกิน ${max} ตัวอักษร`,
		},
	},
	sent: {
		title: 'ขอบคุณ เราได้รับคำขอของคุณแล้ว',
		text: 'เราจะติดต่อกลับทางอีเมลที่คุณให้ไว้ภายใน 3 วันทำการ',
		reference: 'หมายเลขอ้างอิง:',
		next: 'ระหว่างนี้ คุณอ่านข้อกำหนดการใช้งานของเราได้',
	},
}

export const copy: Record<SiteLanguage, Copy> = { en, th }
