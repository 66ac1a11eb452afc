// Every word of the payment stand-in's hosted pages, in English and Thai. The pages (hosted-page.ts) only
// arrange them. Pay, Decline and Cancel are the gateway page's buttons the shop's browser tests press;
// Save card, Save a card that declines and Cancel are those of its page for adding a card.

export const pageLanguages = ['en', 'th'] as const
export type PageLanguage = (typeof pageLanguages)[number]

export const isPageLanguage = (value: unknown): value is PageLanguage => pageLanguages.includes(value as PageLanguage)

const en = {
	name: 'English',
	languageNav: 'Language',
	gateway: 'Robtua test payments',
	title: 'Payment',
	notice: 'This is the test payment page: no money moves. Choose what the payer does.',
	amount: 'Amount',
	method: 'Payment method',
	methods: { card: 'Card (test card ending 4242)', promptpay: 'PromptPay' },
	reference: 'Reference',
	description: 'For',
	payBy: 'Pay by',
	choices: 'What the payer does',
	pay: 'Pay',
	decline: 'Decline',
	cancel: 'Cancel',
	explain: {
		pay: 'Pay: the payment goes through.',
		decline: 'Decline: the bank refuses it (not enough funds).',
		cancel: 'Cancel: the payer goes back without paying.',
	},
	settled: {
		successful: 'This payment has been made.',
		failed: 'This payment did not go through.',
		expired: 'This payment has expired.',
		reversed: 'This payment has been reversed.',
	},
	back: 'Back to the shop',
	closeHint: 'You can close this page.',
	notFound: { title: 'Payment not found', text: 'There is no payment at this address.' },
	card: {
		title: 'Add a card',
		notice: 'This is the test page for saving a card: no card number is asked for and no money moves. Choose which test card the person saves.',
		saved: 'Cards saved now',
		none: 'None yet',
		isDefault: 'default',
		expires: 'expires',
		choices: 'What the person does',
		save: 'Save card',
		saveDeclining: 'Save a card that declines',
		cancel: 'Cancel',
		explain: {
			save: 'Save card: saves the test card Visa •••• 4242 (expires 12/2030); charges on it go through.',
			saveDeclining: 'Save a card that declines: saves Visa •••• 0341; it is saved, but every charge on it is declined (not enough funds).',
			cancel: 'Cancel: goes back without saving a card.',
		},
		notFound: { title: 'Customer not found', text: 'There is no customer at this address.' },
		badReturn: { title: 'No way back', text: 'This page needs an http or https address to send the person back to (return_uri).' },
	},
}

export type Copy = typeof en

const th: Copy = {
	name: 'ภาษาไทย',
	languageNav: 'ภาษา',
	gateway: 'ระบบชำระเงินทดสอบของรอบตัว',
	title: 'ชำระเงิน',
	notice: 'หน้านี้ใช้ทดสอบการชำระเงิน ไม่มีการตัดเงินจริง เลือกสิ่งที่ผู้จ่ายเงินทำ',
	amount: 'ยอดชำระ',
	method: 'วิธีชำระเงิน',
	methods: { card: 'บัตร (บัตรทดสอบลงท้าย 4242)', promptpay: 'พร้อมเพย์' },
	reference: 'เลขอ้างอิง',
	description: 'รายการ',
	payBy: 'ชำระภายใน',
	choices: 'สิ่งที่ผู้จ่ายเงินทำ',
	pay: 'ชำระเงิน',
	decline: 'ปฏิเสธ',
	cancel: 'ยกเลิก',
	explain: {
		pay: 'ชำระเงิน: การชำระเงินสำเร็จ',
		decline: 'ปฏิเสธ: ธนาคารไม่อนุมัติ (ยอดเงินไม่พอ)',
		cancel: 'ยกเลิก: ผู้จ่ายเงินกลับไปโดยไม่ชำระ',
	},
	settled: {
		successful: 'ชำระเงินรายการนี้แล้ว',
		failed: 'การชำระเงินรายการนี้ไม่สำเร็จ',
		expired: 'รายการชำระเงินนี้หมดเวลาแล้ว',
		reversed: 'รายการชำระเงินนี้ถูกยกเลิกแล้ว',
	},
	back: 'กลับไปที่ร้าน',
	closeHint: 'ปิดหน้านี้ได้เลย',
	notFound: { title: 'ไม่พบรายการชำระเงิน', text: 'ไม่มีรายการชำระเงินที่ที่อยู่นี้' },
	card: {
		title: 'เพิ่มบัตร',
		notice: 'หน้านี้ใช้ทดสอบการบันทึกบัตร ไม่ต้องกรอกเลขบัตรและไม่มีการตัดเงินจริง เลือกบัตรทดสอบที่จะบันทึก',
		saved: 'บัตรที่บันทึกไว้',
		none: 'ยังไม่มี',
		isDefault: 'บัตรหลัก',
		expires: 'หมดอายุ',
		choices: 'สิ่งที่ผู้ถือบัตรทำ',
		save: 'บันทึกบัตร',
		saveDeclining: 'บันทึกบัตรที่ถูกปฏิเสธ',
		cancel: 'ยกเลิก',
		explain: {
			save: 'บันทึกบัตร: บันทึกบัตรทดสอบ Visa •••• 4242 (หมดอายุ 12/2030) การตัดเงินจากบัตรนี้สำเร็จ',
			saveDeclining: 'บันทึกบัตรที่ถูกปฏิเสธ: บันทึกบัตร Visa •••• 0341 ได้ แต่การตัดเงินจากบัตรนี้จะถูกปฏิเสธทุกครั้ง (ยอดเงินไม่พอ)',
			cancel: 'ยกเลิก: กลับไปโดยไม่บันทึกบัตร',
		},
		notFound: { title: 'ไม่พบลูกค้า', text: 'ไม่มีลูกค้าที่ที่อยู่นี้' },
		badReturn: { title: 'ไม่มีที่อยู่สำหรับกลับ', text: 'หน้านี้ต้องมีที่อยู่แบบ http หรือ https สำหรับส่งผู้ใช้กลับ (return_uri)' },
	},
}

export const copy: Record<PageLanguage, Copy> = { en, th }

/** The reader's language: `?lang=th|en`, else the first supported one the browser asks for, else English. */
export function pickLanguage(asked: unknown, acceptLanguage: string | undefined): { language: PageLanguage; fromHeader: boolean } {
	if (isPageLanguage(asked)) return { language: asked, fromHeader: false }
	const ranked = (acceptLanguage ?? '')
		.split(',')
		.map((part) => {
			const [tag = '', ...parameters] = part.trim().split(';')
			const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='))
			return { primary: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1 }
		})
		.filter((entry) => entry.q > 0)
		.sort((a, b) => b.q - a.q)
	const found = ranked.find((entry) => isPageLanguage(entry.primary))?.primary
	return { language: isPageLanguage(found) ? found : 'en', fromHeader: true }
}
