import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { PixCharge } from '@shared/api/invoice';
import { SUBSCRIPTION_PRICING, subscriptionPrice } from '@shared/domain/subscriptionPrice';
import { errorMessage } from '@renderer/api';
import { useUser } from '@renderer/session';
import { serverFieldErrors, useZodForm } from '@renderer/ui';
import { subscribe } from './api';
import { checkoutDataSchema, EMPTY_CHECKOUT_DATA, type CheckoutData, type CheckoutDataInput } from './checkoutForm';
import { formatBrl } from './money';
import { PixPayment } from './PixPayment';

/** Spec 3 "Checkout dialog": 0 data, 1 customise plan, 2 review, 3 Pix. */
const DATA = 0;
const PLAN = 1;
const REVIEW = 2;
const PIX = 3;
const { minimumUsers, minimumConnections } = SUBSCRIPTION_PRICING;

interface CheckoutDialogProps {
  opened: boolean;
  onClose(): void;
  /** The invoice being paid (the finance page's row); without it the server picks the open one. */
  invoiceId?: number | null;
}

/**
 * The checkout (spec 3 "Checkout dialog", §5, §9): it starts at the plan step (users and
 * connections, at least 3 each, the price recomputed live), then the buyer's data (name and
 * CPF/CNPJ required), the review with PAGAR, and the Pix to pay. The payment itself is confirmed
 * by the `company-{id}-payment` event, heard on every screen (usePaymentCompletion).
 */
export function CheckoutDialog({ opened, onClose, invoiceId = null }: CheckoutDialogProps) {
  const { t } = useTranslation('billing');
  const { t: tc } = useTranslation();
  const user = useUser();
  const plan = user.company?.plan ?? null;
  const [step, setStep] = useState(PLAN);
  const [users, setUsers] = useState<number>(minimumUsers);
  const [connections, setConnections] = useState<number>(minimumConnections);
  const [charge, setCharge] = useState<PixCharge | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  // The data step comes after the plan: until it is filled in, the stepper must not tick it as done.
  const [dataDone, setDataDone] = useState(false);
  const form = useZodForm<CheckoutDataInput, CheckoutData>(checkoutDataSchema, EMPTY_CHECKOUT_DATA);
  const price = subscriptionPrice(users, connections);
  const message = (key?: string) => (key ? tc(`errors.${key}`, { defaultValue: key }) : undefined);

  useEffect(() => {
    if (!opened) return;
    setStep(PLAN);
    setCharge(null);
    setFailure(null);
    setDataDone(false);
    form.reset(EMPTY_CHECKOUT_DATA);
    // Each opening starts over; the form object is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  const planValid = users >= minimumUsers && connections >= minimumConnections;
  const toData = () => planValid && setStep(DATA);
  const toReview = async () => {
    if (!(await form.trigger())) return;
    setDataDone(true);
    setStep(REVIEW);
  };

  const pay = async () => {
    if (!(await form.trigger())) return setStep(DATA);
    const data = form.getValues();
    setPaying(true);
    setFailure(null);
    try {
      const reply = await subscribe({
        ...data,
        address2: '',
        country: 'BR',
        useAddressForPaymentDetails: false,
        nameOnCard: '',
        cardNumber: '',
        cvv: '',
        plan: JSON.stringify({
          title: plan?.name ?? '',
          planId: plan?.id ?? null,
          price,
          description: t('checkout.monthly'),
          users,
          connections,
          queues: plan?.queues ?? null,
        }),
        price,
        users,
        connections,
        invoiceId,
      });
      notifications.show({ color: 'green', message: t('checkout.success') });
      setCharge(reply);
      setStep(PIX);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) {
        for (const [name, text] of Object.entries(fields))
          if (name in EMPTY_CHECKOUT_DATA) form.setError(name as keyof CheckoutDataInput, { message: text });
        if (Object.keys(fields).some((name) => name in EMPTY_CHECKOUT_DATA)) setStep(DATA);
      }
      setFailure(errorMessage(error, tc));
    } finally {
      setPaying(false);
    }
  };

  const errors = form.formState.errors;
  const values = form.watch();

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('checkout.heading')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': tc('actions.close') }}
    >
      <Stack gap="md">
        {invoiceId !== null && (
          <Text size="sm" c="dimmed">
            {t('checkout.invoice', { id: invoiceId })}
          </Text>
        )}
        <Stepper
          active={step}
          onStepClick={(index) => step !== PIX && index !== REVIEW && setStep(index)}
          allowNextStepsSelect={false}
          size="sm"
        >
          <Stepper.Step
            label={t('checkout.steps.data')}
            allowStepSelect={step !== PIX}
            completedIcon={dataDone ? undefined : 1}
          >
            <Stack gap="sm" mt="md">
              <TextInput
                label={t('checkout.firstName')}
                required
                {...form.register('firstName')}
                error={message(errors.firstName?.message)}
                data-autofocus
              />
              <TextInput label={t('checkout.lastName')} {...form.register('lastName')} />
              <TextInput
                label={t('checkout.zipcode')}
                required
                {...form.register('zipcode')}
                error={message(errors.zipcode?.message)}
              />
              <SimpleGrid cols={2}>
                <TextInput label={t('checkout.city')} {...form.register('city')} />
                <TextInput label={t('checkout.state')} {...form.register('state')} />
              </SimpleGrid>
            </Stack>
          </Stepper.Step>
          <Stepper.Step label={t('checkout.steps.plan')} allowStepSelect={step !== PIX}>
            <Card withBorder mt="md">
              <Stack gap="sm">
                <Text fw={600}>
                  {t('checkout.plan')}: {plan?.name ?? '—'}
                </Text>
                <SimpleGrid cols={{ base: 1, xs: 2 }}>
                  <NumberInput
                    label={t('checkout.users')}
                    description={t('checkout.minimum')}
                    min={minimumUsers}
                    max={10_000}
                    allowDecimal={false}
                    allowNegative={false}
                    value={users}
                    onChange={(v) => setUsers(Number(v) || 0)}
                    error={users < minimumUsers ? message('ERR_CHECKOUT_MINIMUM_THREE') : undefined}
                  />
                  <NumberInput
                    label={t('checkout.connections')}
                    description={t('checkout.minimum')}
                    min={minimumConnections}
                    max={10_000}
                    allowDecimal={false}
                    allowNegative={false}
                    value={connections}
                    onChange={(v) => setConnections(Number(v) || 0)}
                    error={connections < minimumConnections ? message('ERR_CHECKOUT_MINIMUM_THREE') : undefined}
                  />
                </SimpleGrid>
                <Group justify="space-between">
                  <Text size="sm" c="dimmed">
                    {t('checkout.monthly')}
                  </Text>
                  <Text fw={700} size="lg" aria-live="polite" data-testid="checkout-price">
                    {t('checkout.perMonth', { price: formatBrl(price) })}
                  </Text>
                </Group>
              </Stack>
            </Card>
          </Stepper.Step>
          <Stepper.Step label={t('checkout.steps.review')}>
            <Card withBorder mt="md">
              <Stack gap={4}>
                <Text>
                  {t('checkout.plan')}: {plan?.name ?? '—'}
                </Text>
                <Text>
                  {t('checkout.users')}: {users}
                </Text>
                <Text>
                  {t('checkout.connections')}: {connections}
                </Text>
                <Text>
                  {t('checkout.firstName')}: {`${values.firstName ?? ''} ${values.lastName ?? ''}`.trim()}
                </Text>
                <Text>
                  {t('checkout.zipcode')}: {values.zipcode}
                </Text>
                <Text fw={700} mt="xs">
                  {t('checkout.total')}: {t('checkout.perMonth', { price: formatBrl(price) })}
                </Text>
              </Stack>
            </Card>
          </Stepper.Step>
          <Stepper.Completed>{charge && <PixPayment charge={charge} />}</Stepper.Completed>
        </Stepper>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {step !== PIX && (
          <Group justify="flex-end">
            {/* Spec 3: VOLTAR goes back except on steps 0 and 1. */}
            {step === REVIEW && (
              <Button variant="default" onClick={() => setStep(PLAN)}>
                {t('checkout.back')}
              </Button>
            )}
            {step === PLAN && (
              <Button onClick={toData} disabled={!planValid}>
                {t('checkout.next')}
              </Button>
            )}
            {step === DATA && <Button onClick={() => void toReview()}>{t('checkout.next')}</Button>}
            {step === REVIEW && (
              <Button onClick={() => void pay()} loading={paying}>
                {t('checkout.pay')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
