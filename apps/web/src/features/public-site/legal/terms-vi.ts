import type { LegalDocument, TermsSection } from "./legal-document";

export const termsVi: LegalDocument<TermsSection> = {
  updated: "2026-11-01",
  sections: {
    acceptance: {
      title: "1. Chấp nhận điều khoản",
      paragraphs: [
        "Các điều khoản này áp dụng khi bạn sử dụng trang web và ứng dụng Rewards. Khi tạo tài khoản, bạn đồng ý với các điều khoản này và chính sách bảo mật của chúng tôi. Nếu không đồng ý, vui lòng không sử dụng dịch vụ.",
      ],
    },
    eligibility: {
      title: "2. Ai có thể tham gia",
      paragraphs: [
        "Mỗi người chỉ được có một tài khoản của chính mình. Nếu bạn dưới 18 tuổi, bạn cần có sự đồng ý của cha mẹ hoặc người giám hộ hợp pháp; người đó chấp nhận các điều khoản này thay cho bạn và chịu trách nhiệm về việc bạn sử dụng dịch vụ.",
        "Một số khảo sát, công việc và ưu đãi chỉ dành cho người ở một độ tuổi hoặc quốc gia nhất định; chúng tôi sẽ thông báo khi có giới hạn đó.",
      ],
    },
    account: {
      title: "3. Tài khoản của bạn",
      paragraphs: [
        "Hãy cung cấp thông tin đúng và cập nhật: email, họ tên, ngày sinh và số điện thoại. Chúng tôi xác minh email bằng mã 6 chữ số và có thể xác minh số điện thoại hoặc danh tính trước khi bạn đổi điểm.",
        "Hãy giữ bí mật mật khẩu. Bạn chịu trách nhiệm về mọi hoạt động trong tài khoản của mình; hãy báo ngay cho chúng tôi nếu nghi ngờ có người khác sử dụng.",
      ],
    },
    points: {
      title: "4. Điểm thưởng",
      paragraphs: [
        "Điểm được tính bằng cent. Bạn nhận điểm từ khảo sát, nhiệm vụ, bingo hằng tuần, lời mời, công việc và check-in tại cửa hàng, theo quy định hiển thị cho từng hoạt động.",
        "Điểm không có giá trị tiền mặt cho đến khi được đổi, và không thể bán hoặc chuyển sang tài khoản khác.",
        "Điểm hết hạn sau 2 năm kể từ lần thay đổi số dư gần nhất: mỗi lần kiếm hoặc đổi điểm đều giữ cho toàn bộ số dư còn hiệu lực.",
        "Chúng tôi có thể giữ lại hoặc hủy điểm được cộng do nhầm lẫn, do lỗi kỹ thuật hoặc do vi phạm các điều khoản này.",
      ],
    },
    redemption: {
      title: "5. Đổi điểm",
      paragraphs: [
        "Bạn có thể đổi điểm khi số dư vượt mức tối thiểu của quốc gia mình: tại Việt Nam là trên 500 điểm (1 điểm = 200 đồng), tại Indonesia là từ 380 điểm (1 điểm = 130 rupiah).",
        "Chuyển khoản ngân hàng được xác nhận bằng mã dùng một lần gửi đến điện thoại của bạn. Thẻ quà tặng, thẻ điện thoại và phiếu mua hàng tuân theo điều kiện của đơn vị phát hành.",
      ],
    },
    conduct: {
      title: "6. Tham gia công bằng",
      paragraphs: [
        "Hãy tự mình trả lời khảo sát một cách trung thực. Không dùng nhiều tài khoản, bot, công cụ tự động, VPN để giả quốc gia hoặc bất kỳ mánh khóe nào khác để kiếm điểm. Chúng tôi có thể tạm khóa tài khoản vi phạm và hủy số điểm đã kiếm được.",
      ],
    },
    jobsAndShops: {
      title: "7. Công việc và cửa hàng",
      paragraphs: [
        "Công việc là thỏa thuận giữa người làm việc và khách hàng; Rewards cung cấp sàn việc làm và tính năng trò chuyện nhưng không phải là một bên của thỏa thuận. Ưu đãi, phiếu giảm giá và thẻ tích tem do cửa hàng cung cấp theo điều kiện riêng của họ.",
      ],
    },
    deletion: {
      title: "8. Xóa tài khoản",
      paragraphs: [
        "Bạn có thể xóa tài khoản bất cứ lúc nào trong phần Cài đặt. Việc xóa là vĩnh viễn: toàn bộ điểm của bạn sẽ mất và không thể khôi phục. Hãy đổi điểm trước khi xóa.",
      ],
    },
    endOfService: {
      title: "9. Khi dịch vụ ngừng hoạt động",
      paragraphs: [
        "Nếu chúng tôi ngừng toàn bộ hoặc một phần dịch vụ, chúng tôi sẽ thông báo trước ít nhất 30 ngày qua email và trong ứng dụng để bạn có thời gian đổi điểm.",
      ],
    },
    changes: {
      title: "10. Thay đổi và liên hệ",
      paragraphs: [
        "Chúng tôi có thể cập nhật các điều khoản này. Chúng tôi sẽ thông báo về những thay đổi quan trọng trước khi áp dụng; việc bạn tiếp tục sử dụng dịch vụ sau đó đồng nghĩa với việc chấp nhận thay đổi. Mọi thắc mắc, vui lòng liên hệ qua trung tâm trợ giúp.",
      ],
    },
  },
};
