import type { Place } from './thailand.ts'

// The areas people name when they say where they are, which are no province or district of their own:
// Bangkok's neighbourhoods and landmarks, and the big cities' centres and well-known areas
// (docs/product.md#around-me). Each in English and Thai, with the other names people type (`aka`), and a
// centre: the spot the area is known by (its station, the middle of its road, its gate, its beach),
// to within about 300 m, which is what around me's distances need. Outside Bangkok a name says its city.

const area = (id: string, en: string, th: string, lat: number, lng: number, aka?: readonly string[]): Place => ({ id: `area-${id}`, kind: 'area', en, th, lat, lng, ...(aka ? { aka } : {}) })

export const thailandAreas: readonly Place[] = [
	// Bangkok
	area('siam', 'Siam', 'สยาม', 13.7456, 100.5341, ['Siam Square', 'สยามสแควร์']),
	area('silom', 'Silom', 'สีลม', 13.727, 100.531),
	area('sam-yan', 'Sam Yan', 'สามย่าน', 13.7326, 100.5299),
	area('lumphini-park', 'Lumphini Park', 'สวนลุมพินี', 13.7314, 100.5414),
	area('ratchaprasong', 'Ratchaprasong', 'ราชประสงค์', 13.7466, 100.5393, ['CentralWorld', 'Chit Lom', 'เซ็นทรัลเวิลด์', 'ชิดลม']),
	area('pratunam', 'Pratunam', 'ประตูน้ำ', 13.7513, 100.5405),
	area('victory-monument', 'Victory Monument', 'อนุสาวรีย์ชัยสมรภูมิ', 13.7649, 100.5383, ['อนุสาวรีย์ชัย']),
	area('ari', 'Ari', 'อารีย์', 13.7797, 100.5447),
	area('saphan-khwai', 'Saphan Khwai', 'สะพานควาย', 13.7937, 100.5497),
	area('mo-chit', 'Mo Chit', 'หมอชิต', 13.8026, 100.5538),
	area('chatuchak-market', 'Chatuchak Weekend Market', 'ตลาดนัดจตุจักร', 13.7999, 100.5502, ['JJ Market', 'Chatuchak Park', 'สวนจตุจักร']),
	area('krung-thep-aphiwat', 'Krung Thep Aphiwat Central Terminal', 'สถานีกลางกรุงเทพอภิวัฒน์', 13.8039, 100.5404, ['Bang Sue Grand Station', 'สถานีกลางบางซื่อ']),
	area('sukhumvit-asok', 'Sukhumvit–Asok', 'สุขุมวิท–อโศก', 13.7372, 100.5605, ['Asoke', 'Terminal 21']),
	area('nana', 'Nana', 'นานา', 13.7405, 100.5551),
	area('phrom-phong', 'Phrom Phong', 'พร้อมพงษ์', 13.7305, 100.5697, ['EmQuartier', 'Emporium']),
	area('thong-lo', 'Thong Lo', 'ทองหล่อ', 13.733, 100.582, ['Thonglor', 'Thonglo']),
	area('ekkamai', 'Ekkamai', 'เอกมัย', 13.7196, 100.5853),
	area('on-nut', 'On Nut', 'อ่อนนุช', 13.7057, 100.6011),
	area('ratchada', 'Ratchada', 'รัชดา', 13.7663, 100.5697, ['Ratchadaphisek', 'รัชดาภิเษก']),
	area('rattanakosin', 'Rattanakosin Old Town', 'เกาะรัตนโกสินทร์', 13.753, 100.494),
	area('grand-palace', 'Grand Palace', 'พระบรมมหาราชวัง', 13.75, 100.4913, ['Wat Phra Kaew', 'วัดพระแก้ว']),
	area('wat-arun', 'Wat Arun', 'วัดอรุณ', 13.7437, 100.4888, ['วัดอรุณราชวราราม']),
	area('khao-san', 'Khao San Road', 'ถนนข้าวสาร', 13.759, 100.4971, ['Khaosan', 'ข้าวสาร']),
	area('yaowarat', 'Yaowarat', 'เยาวราช', 13.7408, 100.509, ['Chinatown', 'ไชนาทาวน์']),
	area('hua-lamphong', 'Hua Lamphong', 'หัวลำโพง', 13.7393, 100.5171),
	area('iconsiam', 'ICONSIAM', 'ไอคอนสยาม', 13.7266, 100.5105),
	area('wongwian-yai', 'Wongwian Yai', 'วงเวียนใหญ่', 13.726, 100.494),
	area('suvarnabhumi-airport', 'Suvarnabhumi Airport', 'สนามบินสุวรรณภูมิ', 13.69, 100.7501, ['BKK', 'ท่าอากาศยานสุวรรณภูมิ']),
	area('don-mueang-airport', 'Don Mueang Airport', 'สนามบินดอนเมือง', 13.9126, 100.6068, ['DMK', 'ท่าอากาศยานดอนเมือง']),
	// Around Bangkok
	area('mueang-thong-thani', 'Mueang Thong Thani', 'เมืองทองธานี', 13.9125, 100.547, ['Muang Thong Thani', 'IMPACT', 'อิมแพ็ค']),
	area('rangsit', 'Rangsit', 'รังสิต', 13.988, 100.617),
	area('ayutthaya-historical-park', 'Ayutthaya Historical Park', 'อุทยานประวัติศาสตร์พระนครศรีอยุธยา', 14.356, 100.56),
	// Chiang Mai, and the north
	area('chiang-mai-old-city', 'Chiang Mai Old City', 'เมืองเก่าเชียงใหม่', 18.788, 98.9875, ['คูเมืองเชียงใหม่']),
	area('chiang-mai-tha-phae-gate', 'Tha Phae Gate, Chiang Mai', 'ประตูท่าแพ เชียงใหม่', 18.7877, 98.9934),
	area('chiang-mai-nimman', 'Nimman, Chiang Mai', 'นิมมาน เชียงใหม่', 18.799, 98.9677, ['Nimmanhaemin', 'นิมมานเหมินท์']),
	area('chiang-mai-night-bazaar', 'Night Bazaar, Chiang Mai', 'ไนท์บาซาร์ เชียงใหม่', 18.7853, 99.0003),
	area('chiang-mai-university', 'Chiang Mai University', 'มหาวิทยาลัยเชียงใหม่', 18.8037, 98.952, ['CMU', 'มช.']),
	area('chiang-mai-airport', 'Chiang Mai Airport', 'สนามบินเชียงใหม่', 18.7668, 98.9626, ['CNX']),
	area('doi-suthep', 'Doi Suthep, Chiang Mai', 'ดอยสุเทพ เชียงใหม่', 18.8049, 98.9216, ['Wat Phra That Doi Suthep', 'วัดพระธาตุดอยสุเทพ']),
	area('pai', 'Pai', 'ปาย', 19.3583, 98.4406),
	area('sukhothai-historical-park', 'Sukhothai Historical Park', 'อุทยานประวัติศาสตร์สุโขทัย', 17.0197, 99.7036, ['Old Sukhothai', 'เมืองเก่าสุโขทัย']),
	// The east coast
	area('pattaya', 'Pattaya', 'พัทยา', 12.9278, 100.8828, ['Pattaya City', 'เมืองพัทยา']),
	area('pattaya-walking-street', 'Walking Street, Pattaya', 'วอล์กกิ้งสตรีท พัทยา', 12.9267, 100.8723),
	area('pattaya-jomtien', 'Jomtien, Pattaya', 'จอมเทียน พัทยา', 12.885, 100.871, ['Jomtien Beach', 'หาดจอมเทียน']),
	area('si-racha', 'Si Racha', 'ศรีราชา', 13.1742, 100.9311, ['Sriracha']),
	area('bang-saen', 'Bang Saen', 'บางแสน', 13.287, 100.914, ['Bangsaen Beach', 'หาดบางแสน']),
	// The north-east
	area('khon-kaen-university', 'Khon Kaen University', 'มหาวิทยาลัยขอนแก่น', 16.4746, 102.823, ['KKU', 'มข.']),
	area('khon-kaen-bueng-kaen-nakhon', 'Bueng Kaen Nakhon, Khon Kaen', 'บึงแก่นนคร ขอนแก่น', 16.4165, 102.837),
	// The west and the south
	area('hua-hin', 'Hua Hin', 'หัวหิน', 12.57, 99.958),
	area('river-kwai-bridge', 'River Kwai Bridge, Kanchanaburi', 'สะพานข้ามแม่น้ำแคว กาญจนบุรี', 14.041, 99.5036, ['Bridge on the River Kwai']),
	area('hat-yai', 'Hat Yai', 'หาดใหญ่', 7.0086, 100.4747, ['Hatyai']),
	area('phuket-old-town', 'Phuket Old Town', 'เมืองเก่าภูเก็ต', 7.8846, 98.388, ['Thalang Road', 'ถนนถลาง']),
	area('phuket-patong', 'Patong, Phuket', 'ป่าตอง ภูเก็ต', 7.896, 98.2975, ['Patong Beach', 'Bangla Road', 'หาดป่าตอง']),
	area('phuket-karon', 'Karon, Phuket', 'กะรน ภูเก็ต', 7.847, 98.295, ['Karon Beach', 'หาดกะรน']),
	area('phuket-kata', 'Kata, Phuket', 'กะตะ ภูเก็ต', 7.8205, 98.2985, ['Kata Beach', 'หาดกะตะ']),
	area('phuket-airport', 'Phuket Airport', 'สนามบินภูเก็ต', 8.1132, 98.3169, ['HKT']),
	area('krabi-ao-nang', 'Ao Nang, Krabi', 'อ่าวนาง กระบี่', 8.033, 98.824),
	area('ko-phi-phi', 'Ko Phi Phi', 'เกาะพีพี', 7.7407, 98.7784, ['Koh Phi Phi', 'Phi Phi Island']),
	area('samui-chaweng', 'Chaweng, Ko Samui', 'เฉวง เกาะสมุย', 9.531, 100.061, ['Koh Samui', 'Samui', 'สมุย']),
]
