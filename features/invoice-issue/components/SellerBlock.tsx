import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import {
  Alert,
  Button,
  DescriptionList,
  Panel,
  Skeleton,
} from "../../../design-system";
import type { Area } from "../../../platform/routing";
import type { SellerInfo } from "../api";
import { sellerInfoPath } from "../entry";

/** The seller fields the prepare call may lack (spec 01 §5: name, tax id, address/phone, bank account). */
export function missingSellerFields(
  seller: SellerInfo,
): Array<"name" | "taxId" | "addressPhone" | "bankAccount"> {
  const blank = (...v: Array<string | undefined>) =>
    v.every((x) => (x ?? "").trim() === "");
  return [
    ...(blank(seller.taxerName) ? (["name"] as const) : []),
    ...(blank(seller.taxerId) ? (["taxId"] as const) : []),
    ...(blank(seller.address, seller.tel) ? (["addressPhone"] as const) : []),
    ...(blank(seller.khh, seller.yhzh) ? (["bankAccount"] as const) : []),
  ];
}

export interface SellerBlockProps {
  seller: SellerInfo | null;
  isLoading: boolean;
  isError: boolean;
  onRetry(): void;
  /** The area, for '+ 销方信息' (its seller-information page). */
  area?: Area;
}

/** 销售方信息 as GET /v2/tax/issue/prepare/{id} prepares it (read-only on the form). */
export function SellerBlock({
  seller,
  isLoading,
  isError,
  onRetry,
  area,
}: SellerBlockProps) {
  const { t } = useTranslation(["issue", "ds", "issueForm"]);
  const navigate = useNavigate();
  let body;
  if (seller) {
    const missing = missingSellerFields(seller);
    body = (
      <>
        {missing.length > 0 && (
          <Alert
            tone="warning"
            live={false}
            action={
              area ? (
                <Button
                  size="sm"
                  onPress={() => void navigate(sellerInfoPath(area))}
                >
                  {t("issueForm:seller.addSeller")}
                </Button>
              ) : undefined
            }
          >
            {t("issueForm:seller.missing", {
              fields: missing
                .map((f) => t(`issueForm:seller.${f}`))
                .join(t("issueForm:seller.separator")),
            })}
          </Alert>
        )}
        <DescriptionList
          columns={2}
          items={[
            {
              key: "name",
              label: t("issue:seller.name"),
              value: seller.taxerName,
            },
            {
              key: "taxId",
              label: t("issue:seller.taxId"),
              value: seller.taxerId,
            },
            {
              key: "addressTel",
              label: t("issue:seller.addressTel"),
              value: [seller.address, seller.tel].filter(Boolean).join(" "),
            },
            {
              key: "bank",
              label: t("issue:seller.bankAccount"),
              value: [seller.khh, seller.yhzh].filter(Boolean).join(" "),
            },
          ]}
        />
      </>
    );
  } else if (isLoading) body = <Skeleton lines={2} />;
  else if (isError)
    body = (
      <Alert
        tone="danger"
        action={
          <Button size="sm" onPress={onRetry}>
            {t("ds:action.retry")}
          </Button>
        }
      >
        {t("issue:seller.loadFailed")}
      </Alert>
    );
  return <Panel title={t("issue:seller.title")}>{body}</Panel>;
}
