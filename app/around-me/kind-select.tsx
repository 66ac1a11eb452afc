import { useTranslation } from 'react-i18next'
import { aroundMeKinds, type AroundMeKind } from '#contracts/content/around-me-choices.ts'

/** "Kind": "Everything" or one kind around me (docs/product.md#around-me), as a form field named `kind`. */
export function KindSelect({ id, value }: { id: string; value: AroundMeKind | null }) {
	const { t } = useTranslation('around-me')
	const { t: tc } = useTranslation('content')
	return (
		<div className="field">
			<label htmlFor={id}>{t('kind.label')}</label>
			<select id={id} name="kind" defaultValue={value ?? ''}>
				<option value="">{t('kind.everything')}</option>
				{aroundMeKinds.map((kind) => (
					<option key={kind} value={kind}>
						{tc(`kindsPlural.${kind}`)}
					</option>
				))}
			</select>
		</div>
	)
}
